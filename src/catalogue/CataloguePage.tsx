import { useEffect, useState } from "react";
import { catalogue } from "virtual:catalogue";
import { loadBlocks } from "../blocks/blockCache.ts";
import { Catalogue } from "./Catalogue.tsx";

/** The /_catalogue route: downloads every block's component, then shows the catalogue. */
export function CataloguePage() {
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    let current = true;
    loadBlocks(catalogue.flatMap((entry) => entry.examples.map((example) => example.block)), "en").then(
      () => current && setState("ready"),
      () => current && setState("failed"),
    );
    return () => {
      current = false;
    };
  }, []);
  if (state === "ready") return <Catalogue entries={catalogue} />;
  if (state === "failed") return <p role="alert">The block catalogue could not load its blocks: see the terminal running npm run dev, then reload.</p>;
  return <p role="status">Loading the block catalogue…</p>;
}
