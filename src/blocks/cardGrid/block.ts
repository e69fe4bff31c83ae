import { defineBlock } from "../blockDefinition.ts";

/** A section of cards: plain HTML on arrival. Its cards' pictures count as its picture for the first screen. */
export const cardGrid = defineBlock("cardGrid", {
  load: () => import("./CardGrid.tsx").then((module) => module.CardGrid),
  showsPicture: (grid) => grid.cards.some((card) => Boolean(card.image)),
});
