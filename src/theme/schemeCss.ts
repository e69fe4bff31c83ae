import { colorVariable, darkPalette, darkShadows, lightPalette, lightShadows, shadowVariable, type Palette } from "./palette.ts";

const declarations = (palette: Palette, shadows: typeof lightShadows) =>
  [
    ...Object.entries(palette).map(([name, value]) => `${colorVariable(name)}: ${value};`),
    ...Object.entries(shadows).map(([name, value]) => `${shadowVariable(name)}: ${value};`),
  ].join("\n");

/**
 * The custom properties behind `theme.colors`, for both schemes. The boot script sets data-theme on
 * <html> from a stored choice as the page loads; without one (or without JavaScript) the visitor's
 * system preference picks the scheme. `color-scheme` makes form controls and scrollbars follow.
 * Written when asked for: the built app never asks (its page brings these rules in its head), and so
 * carries neither palette.
 */
export const schemeCss = () => `
:root {
  color-scheme: light;
  ${declarations(lightPalette, lightShadows)}
}
:root[data-theme="dark"] {
  color-scheme: dark;
  ${declarations(darkPalette, darkShadows)}
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme]) {
    color-scheme: dark;
    ${declarations(darkPalette, darkShadows)}
  }
}
`;

/**
 * An emotion selector for `selector` inside a component while the page is dark:
 * `{ [inDarkScheme(".sun")]: { display: "block" } }`. It starts with `html`, not `:root`: emotion glues
 * a selector that starts with ':' onto the component's own class (`.css-x:root …`), which never matches.
 */
export const inDarkScheme = (selector: string) => `html[data-theme='dark'] & ${selector}`;
