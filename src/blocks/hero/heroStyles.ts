import type { CSSObject, Theme } from "@emotion/react";
import type { HeroBlock } from "../../generated/page.ts";
import { sectionStyles } from "../../ui/layoutStyles.ts";
import { brandBandStyles } from "../shared/brandBackground.ts";

export type HeroVariant = NonNullable<HeroBlock["variant"]>;

// Each variant is only colours and alignment; the page file picks one by name. Plain emotion styles,
// not styled-system's variant(): a hero with a theme switch hydrates on a page's first load, which
// carries neither @emotion/styled nor styled-system.
const heroVariants: Record<HeroVariant, (theme: Theme) => CSSObject> = {
  brand: brandBandStyles,
  light: (theme) => ({ color: theme.colors.text, backgroundColor: theme.colors.surface, borderBottom: "1px solid", borderColor: theme.colors.border }),
  centered: (theme) => ({ ...brandBandStyles(theme), textAlign: "center" }),
};

/** The banner itself: a page section, clipped, in its variant's colours (brandBandStyles on the gradient). */
export const heroSectionStyles =
  (variant: HeroVariant) =>
  (theme: Theme): CSSObject => ({ ...sectionStyles(theme), position: "relative", overflow: "hidden", ...heroVariants[variant](theme) });

/** One column, or text beside the picture from 992 px when there is a picture column. */
export const heroGridStyles =
  (twoColumns: boolean) =>
  (theme: Theme): CSSObject => ({
    display: "grid",
    gap: theme.space[7],
    alignItems: "center",
    [theme.mq.lg]: twoColumns ? { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 0.9fr)", gap: theme.space[8] } : {},
  });

/** The text column; centred and narrower in the 'centered' variant. */
export const heroCopyStyles = (centered: boolean): CSSObject =>
  centered ? { maxWidth: 820, marginInline: "auto" } : { maxWidth: 680 };

export const headingStyles = (theme: Theme): CSSObject => ({
  fontSize: theme.fontSizes[7],
  fontWeight: theme.fontWeights.bold,
  letterSpacing: "-0.02em",
  [theme.mq.sm]: { fontSize: theme.fontSizes[8] },
  [theme.mq.lg]: { fontSize: theme.fontSizes[9] },
});

/** The sentence under the heading: slightly softened white on the gradient, the muted colour on the light band. */
export const introStyles =
  (inverse: boolean) =>
  (theme: Theme): CSSObject => ({
    fontSize: theme.fontSizes[3],
    marginBottom: 0,
    [theme.mq.sm]: { fontSize: theme.fontSizes[4] },
    ...(inverse ? { opacity: 0.92 } : { color: theme.colors.muted, opacity: 1 }),
  });

/** The row of buttons, wrapping on narrow screens. */
export const actionsStyles =
  (centered: boolean) =>
  (theme: Theme): CSSObject => ({
    display: "flex",
    flexWrap: "wrap",
    gap: theme.space[3],
    marginTop: theme.space[6],
    justifyContent: centered ? "center" : "flex-start",
  });

/** The picture: rounded and raised; under the text on phones, beside it on wide screens. */
export const pictureStyles =
  (centered: boolean) =>
  (theme: Theme): CSSObject => ({
    width: "100%",
    borderRadius: theme.radii.lg,
    boxShadow: theme.shadows.raised,
    ...(centered && { maxWidth: 880, marginInline: "auto", marginTop: theme.space[7] }),
  });
