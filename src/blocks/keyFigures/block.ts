import { defineBlock } from "../blockDefinition.ts";

/** A row of headline numbers: plain HTML on arrival. */
export const keyFigures = defineBlock("keyFigures", {
  load: () => import("./KeyFigures.tsx").then((module) => module.KeyFigures),
});
