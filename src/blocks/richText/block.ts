import { defineBlock } from "../blockDefinition.ts";

/** Running text: plain HTML on arrival. */
export const richText = defineBlock("richText", {
  load: () => import("./RichText.tsx").then((module) => module.RichText),
});
