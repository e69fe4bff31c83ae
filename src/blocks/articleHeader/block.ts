import { defineBlock } from "../blockDefinition.ts";

/** The top of a blog article: plain HTML on arrival. */
export const articleHeader = defineBlock("articleHeader", {
  load: () => import("./ArticleHeader.tsx").then((module) => module.ArticleHeader),
});
