import { defineBlock } from "../blockDefinition.ts";

/** The trail from the home page to this one: plain HTML on arrival, and too thin to count in the first screen. */
export const breadcrumb = defineBlock("breadcrumb", {
  load: () => import("./Breadcrumb.tsx").then((module) => module.Breadcrumb),
  thinLine: true,
});
