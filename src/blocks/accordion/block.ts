import { defineBlock } from "../blockDefinition.ts";

/** Questions and answers: plain HTML on arrival, each item a `<details>` the browser opens itself. */
export const accordion = defineBlock("accordion", {
  load: () => import("./Accordion.tsx").then((module) => module.Accordion),
});
