import type { Theme } from "@emotion/react";
import type { ColorName } from "../../theme/palette.ts";

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
