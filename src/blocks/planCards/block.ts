import { defineBlock } from "../blockDefinition.ts";

/** Price plans side by side: plain HTML on arrival. */
export const planCards = defineBlock("planCards", {
  load: () => import("./PlanCards.tsx").then((module) => module.PlanCards),
});
