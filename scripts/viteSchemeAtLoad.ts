import { minifySync, type Plugin } from "vite";
import { applySchemeAtLoad, schemeAtLoadArguments } from "../src/theme/schemeAtLoad.ts";

/**
 * The text of the inline script that sets the colour scheme (src/theme/schemeAtLoad.ts): the function's
 * own code, minified and called with the site's storage key, browser-chrome colours and the selector of
 * the colour-scheme switches it answers (schemeAtLoadArguments). Each page's policy allows it by its
 * hash (src/server/pagePolicy.ts).
 */
const call = `(${applySchemeAtLoad.toString()})(${schemeAtLoadArguments.map((value) => JSON.stringify(value)).join(", ")});`;
export const schemeAtLoadScript = minifySync("scheme-at-load.js", call).code.trim();

/**
 * Writes the scheme script into <head>, after the <meta name="theme-color"> it sets (index.html), in the
 * build and in the dev server alike: a parser-run script, before anything is drawn.
 */
export function schemeAtLoadPlugin(): Plugin {
  return {
    name: "scheme-at-load",
    transformIndexHtml: {
      order: "pre",
      handler: () => [{ tag: "script", children: schemeAtLoadScript, injectTo: "head" }],
    },
  };
}
