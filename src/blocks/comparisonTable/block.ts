import { defineBlock } from "../blockDefinition.ts";

/** A table comparing plans: plain HTML on arrival. */
export const comparisonTable = defineBlock("comparisonTable", {
  load: () => import("./ComparisonTable.tsx").then((module) => module.ComparisonTable),
});
