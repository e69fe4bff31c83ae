import { onDemandIn } from "../ui/onDemand.ts";

/** The 404 page's code and words, which no page's first load carries: few visits ever need them. */
export const notFoundCode = onDemandIn(() => import("./NotFound.tsx").then((module) => module.NotFound));
