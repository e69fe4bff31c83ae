import styled from "@emotion/styled";
import { variant } from "styled-system";
import type { HeroBlock } from "../../generated/page.ts";
import { Section } from "../../ui/primitives.ts";
import { brandBackground } from "../../ui/brandBackground.ts";
import { focusRingIn } from "../../theme/focusRing.ts";

export type HeroVariant = NonNullable<HeroBlock["variant"]>;

/**
 * The banner itself: each variant is only colours and alignment. On the brand gradient the page's focus
 * ring would not stand out (amber on blue in the light scheme, on light blue in the dark one), so it
 * takes the band's text colour, which the palette keeps at 4.5 : 1 or more against every gradient stop.
 */
export const HeroSection = styled(Section, { shouldForwardProp: (prop) => prop !== "variant" })<{ variant: HeroVariant }>(
  { position: "relative", overflow: "hidden" },
  variant({
    variants: {
      brand: { color: "onBrand", bg: "primaryDark", backgroundImage: brandBackground, ...focusRingIn("onBrand") },
      light: { color: "text", bg: "surface", borderBottom: "1px solid", borderColor: "border" },
      centered: { color: "onBrand", bg: "primaryDark", backgroundImage: brandBackground, textAlign: "center", ...focusRingIn("onBrand") },
    },
  }),
);

/** One column, or text beside the picture from 992 px when there is a picture column. */
export const HeroGrid = styled("div")<{ twoColumns: boolean }>(({ theme, twoColumns }) => ({
  display: "grid",
  gap: theme.space[7],
  alignItems: "center",
  [theme.mq.lg]: twoColumns ? { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 0.9fr)", gap: theme.space[8] } : {},
}));

/** The text column; centred and narrower in the 'centered' variant. */
export const HeroCopy = styled("div")<{ centered: boolean }>(({ centered }) =>
  centered ? { maxWidth: 820, marginLeft: "auto", marginRight: "auto" } : { maxWidth: 680 },
);

/** The row of buttons, wrapping on narrow screens. */
export const Actions = styled("div")<{ centered: boolean }>(({ theme, centered }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space[3],
  marginTop: theme.space[6],
  justifyContent: centered ? "center" : "flex-start",
}));

/** The picture: rounded and raised; under the text on phones, beside it on wide screens. */
export const HeroPicture = styled("img")<{ centered: boolean }>(({ theme, centered }) => ({
  width: "100%",
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.raised,
  ...(centered && { maxWidth: 880, marginLeft: "auto", marginRight: "auto", marginTop: theme.space[7] }),
}));
