import { useEffect, useState } from "react";
import { catalogue } from "virtual:catalogue";
import { loadBlocks } from "../blocks/blockCache.ts";
import { Catalogue } from "./Catalogue.tsx";

/** The /_catalogue route: downloads every block's component, then shows the catalogue. */
export function CataloguePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadBlocks(catalogue.flatMap((entry) => entry.examples.map((example) => example.block))).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);
  return ready ? <Catalogue entries={catalogue} /> : <p role="status">Loading the block catalogue…</p>;
}
