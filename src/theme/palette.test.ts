import { describe, expect, it } from "vitest";
import { blend, contrastRatio, rgbOf } from "./contrast.ts";
import { darkPalette, lightPalette, type ColorName, type Palette } from "./palette.ts";
import { schemeCss } from "./schemeCss.ts";
import { theme, toneColors } from "./theme.ts";
import { brandGradientStops, brandHighlight } from "../blocks/shared/brandBackground.ts";

const tones = ["primary", "accent", "success", "warning", "danger", "info"] as const;

// Every text colour the components draw on each background they draw it on.
const pairs: [ColorName, ColorName][] = [
  ["text", "background"],
  ["text", "surface"],
  ["muted", "background"],
  ["muted", "surface"],
  ["primaryDark", "background"],
  ["onBrand", "primaryDark"],
  ["danger", "dangerSurface"],
  ["text", "dangerSurface"],
  ["onInverse", "inverse"],
  ...tones.flatMap((tone): [ColorName, ColorName][] => [
    [tone, "background"],
    [tone, "surface"],
    ["onBrand", tone],
  ]),
];

describe.each([
  ["light", lightPalette],
  ["dark", darkPalette],
] as [string, Palette][])("the %s colour scheme", (_name, palette) => {
  it.each(pairs)("keeps %s on %s readable (WCAG AA, 4.5 : 1)", (foreground, background) => {
    expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
  });

  // WCAG 1.4.11: the focus ring against what lies around it, on the page and on a card or panel.
  it.each(["background", "surface"] as ColorName[])("draws the focus ring at 3 : 1 or more on %s", (background) => {
    expect(contrastRatio(palette.focus, palette[background])).toBeGreaterThanOrEqual(3);
  });

  // axe leaves text on a gradient "incomplete" (e2e/a11y/axeAudit.ts): the brand bands rest on these.
  it.each(brandGradientStops.map(([stop]) => stop))("keeps brand text readable on the brand gradient's %s stop (4.5 : 1)", (stop) => {
    expect(contrastRatio(palette.onBrand, palette[stop])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(brandHighlight.over)("keeps brand text readable where the gradient's white light is strongest, over %s", (stop) => {
    const lit = blend([255, 255, 255], brandHighlight.opacity, rgbOf(palette[stop]));
    expect(contrastRatio(palette.onBrand, lit)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("theme colours", () => {
  it("are custom properties that both schemes define, so switching needs no re-render", () => {
    for (const value of [...Object.values(theme.colors), ...Object.values(toneColors), ...Object.values(theme.shadows)]) {
      const variable = /^var\((--[a-z-]+)\)$/.exec(value)?.[1];
      expect(variable, value).toBeDefined();
      // Once for light, once for dark, once for dark without JavaScript.
      expect(schemeCss().split(`${variable}:`).length - 1, variable).toBe(3);
    }
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    // The same colours as a browser reports them, and a colour seen through another.
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
    expect(blend([0, 0, 0], 0.5, [255, 255, 255])).toEqual([127.5, 127.5, 127.5]);
  });
});
