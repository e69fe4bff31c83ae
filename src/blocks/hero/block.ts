import { defineBlock } from "../blockDefinition.ts";

/**
 * The opening banner: plain HTML on arrival (its colour-scheme switch works through a window listener,
 * src/theme/schemeSwitches.ts).
 */
export const hero = defineBlock("hero", {
  load: () => import("./Hero.tsx").then((module) => module.Hero),
});
