import { onDemand } from "../ui/onDemand.ts";

/** The 404 page's code, which no page's first load carries: few visits ever need it. */
export const notFoundCode = onDemand(() => import("./NotFound.tsx").then((module) => module.NotFound));
