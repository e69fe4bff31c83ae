import { Suspense, use, useState } from "react";
import { KeepServedHtml } from "./KeepServedHtml.tsx";
import { servedOnArrival } from "./mainContent.ts";
import type { OnDemand, OnDemandIn } from "./onDemand.ts";
import { useLanguage } from "../words/words.ts";

type Props = {
  /** The part's code and words (onDemandIn), in the page's language. */
  code: OnDemandIn;
  /**
   * What a served page does with it. "keep": it has nothing to do in the browser (the footer, the
   * off-canvas panel), so React keeps the server's HTML for the whole visit and its code is never
   * fetched. "hydrate once loaded": it works as HTML until the visitor reaches for it (the search
   * popup), when something else loads its code (`load()`) and React hydrates it.
   */
  served: "keep" | "hydrate once loaded";
};

/**
 * A part of every page whose code no page's first load carries, in a Suspense boundary of its own.
 * Drawn in the browser (the dev server, the studio's preview), it is drawn once its code and words are
 * here; served, see `served`. It renders once: it sits in a memoised part of the layout, outside
 * anything that changes from page to page, since a boundary that waits must get nothing new
 * (KeepServedHtml).
 */
export function OnDemandPart({ code, served }: Props) {
  const [hydrating] = useState(servedOnArrival);
  return <Suspense fallback={null}>{partNow(code(useLanguage()), hydrating ? served : "drawn here")}</Suspense>;
}

/** What stands for the part: the server's HTML kept, the part itself once here, or what waits for it. */
function partNow(part: OnDemand, arrival: Props["served"] | "drawn here") {
  if (arrival === "keep") return <KeepServedHtml />;
  const Part = part.loaded();
  if (Part) return <Part />;
  // Served, it waits for whatever loads it; drawn in the browser, it fetches its code itself.
  return arrival === "hydrate once loaded" ? <WhenLoaded part={part} /> : <part.Lazy />;
}

/** Suspends until something has loaded the part's code and words, then draws it. */
function WhenLoaded({ part }: { part: OnDemand }) {
  const Part = use(part.whenLoaded);
  return <Part />;
}
