import { defineBlock } from "../blockDefinition.ts";

/**
 * The opening banner: plain HTML on arrival (its colour-scheme switch is answered by the page's inline
 * script, src/theme/schemeAtLoad.ts).
 */
export const hero = defineBlock("hero", {
  load: () => import("./Hero.tsx").then((module) => module.Hero),
});
