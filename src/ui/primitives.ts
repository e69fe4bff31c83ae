/**
 * Layout primitives with styled-system props (spacing, colour, layout, flexbox, grid, typography),
 * all resolved against the theme. Blocks compose these instead of writing one-off CSS.
 */
import styled from "@emotion/styled";
import isPropValid from "@emotion/is-prop-valid";
import {
  compose,
  space,
  color,
  layout,
  flexbox,
  grid,
  typography,
  border,
  position,
  type SpaceProps,
  type ColorProps,
  type LayoutProps,
  type FlexboxProps,
  type GridProps,
  type TypographyProps,
  type BorderProps,
  type PositionProps,
} from "styled-system";

export type BoxProps = SpaceProps & ColorProps & LayoutProps & FlexboxProps & GridProps & TypographyProps & BorderProps & PositionProps;

const boxStyles = compose(space, color, layout, flexbox, grid, typography, border, position);

// styled-system props must not reach the DOM (they would become unknown attributes, or clash with
// real ones such as `color`), so only valid HTML attributes that are not style props pass through.
// Returning false for `as` lets emotion use it to pick the element.
const styleProps = new Set(boxStyles.propNames ?? []);
export const shouldForwardProp = (prop: string) => isPropValid(prop) && !styleProps.has(prop);

export const Box = styled("div", { shouldForwardProp })<BoxProps>({ minWidth: 0 }, boxStyles);

export const Flex = styled(Box)({ display: "flex" });

/** Centres content at the site's maximum width, with side padding that grows with the screen. */
export const Container = styled(Box)<{ narrow?: boolean }>(({ theme, narrow }) => ({
  width: "100%",
  maxWidth: narrow ? theme.sizes.narrow : theme.sizes.container,
  marginLeft: "auto",
  marginRight: "auto",
  paddingLeft: theme.space[4],
  paddingRight: theme.space[4],
  [theme.mq.md]: { paddingLeft: theme.space[5], paddingRight: theme.space[5] },
}));

/** A full-width page section with the vertical rhythm every block shares. */
export const Section = styled("section", { shouldForwardProp })<BoxProps>(
  ({ theme }) => ({
    paddingTop: theme.space[7],
    paddingBottom: theme.space[7],
    [theme.mq.lg]: { paddingTop: theme.space[8], paddingBottom: theme.space[8] },
  }),
  boxStyles,
);
