import { colorVariable, type ColorName } from "./palette.ts";
import { theme } from "./theme.ts";

/**
 * Styles for a band whose background the page's focus ring would not stand out on: every control inside
 * draws its ring in palette colour `name` instead (GlobalStyles and the controls read `theme.colors.focus`,
 * which is this custom property). Pick a colour the palette keeps readable on the band (palette.test.ts).
 */
export const focusRingIn = (name: ColorName) => ({ [colorVariable("focus")]: theme.colors[name] });
