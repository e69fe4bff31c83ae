import { defineBlock } from "../blockDefinition.ts";

/** A closing band with buttons, which are links: plain HTML on arrival. */
export const callToAction = defineBlock("callToAction", {
  load: () => import("./CallToAction.tsx").then((module) => module.CallToAction),
});
