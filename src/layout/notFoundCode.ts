import { onDemandIn } from "../ui/onDemand.ts";
import { withBlockWords } from "../words/blockWords.ts";

/** The 404 page's code and words, which no page's first load carries: few visits ever need them. */
export const notFoundCode = onDemandIn((language) => withBlockWords(language, import("./NotFound.tsx").then((module) => module.NotFound)));
