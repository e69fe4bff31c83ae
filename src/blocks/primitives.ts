/**
 * Layout primitives with styled-system props (spacing, colour, layout, flexbox, grid, typography),
 * all resolved against the theme. Blocks compose these instead of writing one-off CSS.
 *
 * Only blocks without behaviour may: they are never hydrated on the page a visitor arrives on, so
 * @emotion/styled and styled-system are fetched only after a click to another page. The shell and
 * the blocks with behaviour use the css prop with ../ui/layoutStyles.ts (tests/builtFirstLoad.test.ts).
 */
import styled from "@emotion/styled";
import isPropValid from "@emotion/is-prop-valid";
import {
  compose,
  system,
  color,
  layout,
  flexbox,
  grid,
  typography,
  type ColorProps,
  type LayoutProps,
  type FlexboxProps,
  type GridProps,
  type ResponsiveValue,
  type TypographyProps,
} from "styled-system";
import { containerStyles, sectionStyles } from "../ui/layoutStyles.ts";

/**
 * Spacing on the theme's scale, its sides named by the line's start and end (`ps`, `me`, `px`: the
 * inline axis) and never left or right: a block spaced with these turns round as it should in Arabic.
 * styled-system's own `space` would offer `pl`, `mr` and `mx` as physical sides.
 */
const spacing = {
  m: ["margin"],
  mt: ["marginTop"],
  mb: ["marginBottom"],
  my: ["marginTop", "marginBottom"],
  mx: ["marginInline"],
  ms: ["marginInlineStart"],
  me: ["marginInlineEnd"],
  p: ["padding"],
  pt: ["paddingTop"],
  pb: ["paddingBottom"],
  py: ["paddingTop", "paddingBottom"],
  px: ["paddingInline"],
  ps: ["paddingInlineStart"],
  pe: ["paddingInlineEnd"],
} as const;
type SpacingProps = { [prop in keyof typeof spacing]?: ResponsiveValue<number | string> };
const logicalSpace = system(Object.fromEntries(Object.entries(spacing).map(([prop, properties]) => [prop, { properties: [...properties], scale: "space" }])));

type BoxProps = SpacingProps & ColorProps & LayoutProps & FlexboxProps & GridProps & TypographyProps;

const boxStyles = compose(logicalSpace, color, layout, flexbox, grid, typography);

// styled-system props must not reach the DOM (they would become unknown attributes, or clash with
// real ones such as `color`), so only valid HTML attributes that are not style props pass through.
// Returning false for `as` lets emotion use it to pick the element.
const styleProps = new Set(boxStyles.propNames ?? []);
const shouldForwardProp = (prop: string) => isPropValid(prop) && !styleProps.has(prop);

// A block's own props that only style a component start with `$` (`$narrow`, `$columns`): emotion
// forwards to an HTML element only the names @emotion/is-prop-valid knows, and it knows no `$` name.
// A plain name is forwarded whenever some element has an attribute of that name (`size`, `width`,
// `span`): `<span size="56">` is invalid HTML (tests/builtHtml.test.ts runs the W3C checker).

export const Box = styled("div", { shouldForwardProp })<BoxProps>({ minWidth: 0 }, boxStyles);

/** Centres content at the site's maximum width, with side padding that grows with the screen. */
export const Container = styled(Box)<{ $narrow?: boolean }>(({ theme, $narrow }) => containerStyles(theme, $narrow));

/** A full-width page section with the vertical rhythm every block shares. */
export const Section = styled("section", { shouldForwardProp })<BoxProps>(({ theme }) => sectionStyles(theme), boxStyles);
