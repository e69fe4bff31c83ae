import type { CSSObject, Theme } from "@emotion/react";
import type { ColorName } from "../../theme/palette.ts";
import { focusRingIn } from "../../theme/focusRing.ts";

/** The linear gradient's colours and where each sits along it (%); `onBrand` text must read on each. */
export const brandGradientStops = [
  ["primaryDark", 0],
  ["primary", 60],
  ["accent", 140],
] as const satisfies readonly (readonly [ColorName, number])[];

/**
 * A soft white light near the top right corner. A 135° gradient is halfway at that corner, so the light
 * falls between its first two stops, and fades out well before the last.
 */
export const brandHighlight = { opacity: 0.14, over: ["primaryDark", "primary"] } as const satisfies { opacity: number; over: readonly ColorName[] };

/** The brand's gradient, behind the hero banner and the closing call to action (white text sits on it). */
export const brandBackground = (theme: Theme) =>
  `radial-gradient(circle at 85% 15%, rgba(255, 255, 255, ${brandHighlight.opacity}), transparent 45%),` +
  ` linear-gradient(135deg, ${brandGradientStops.map(([name, at]) => `${theme.colors[name]} ${at}%`).join(", ")})`;

/**
 * A band on the brand's gradient (the hero banner, the closing call to action): text in the band's
 * colour, and the focus ring in it too, since the page's own ring would not stand out on the gradient
 * (amber on blue in the light scheme, on light blue in the dark one). The palette keeps that colour at
 * 4.5 : 1 or more against every stop.
 */
export const brandBandStyles = (theme: Theme): CSSObject => ({
  color: theme.colors.onBrand,
  backgroundColor: theme.colors.primaryDark,
  backgroundImage: brandBackground(theme),
  ...focusRingIn("onBrand"),
});
