import { onDemandIn } from "../ui/onDemand.ts";

/**
 * The footer's code, which no page's first load carries: the page a visitor arrives on keeps the
 * footer the server rendered (SiteFooter). A page rendered in the browser needs it, with its words, as
 * it needs its blocks' code (pageCache.ts).
 */
export const footerCode = onDemandIn(() => import("./Footer.tsx").then((module) => module.Footer));
