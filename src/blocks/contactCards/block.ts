import { defineBlock } from "../blockDefinition.ts";

/** The company's contact details as cards: plain HTML on arrival. */
export const contactCards = defineBlock("contactCards", {
  load: () => import("./ContactCards.tsx").then((module) => module.ContactCards),
});
