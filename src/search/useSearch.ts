import { useEffect, useState } from "react";
import { loadSearchIndex } from "./loadSearchIndex.ts";
import { prepareForSearch, search, type SearchIndex, type SearchResult } from "./searchIndex.ts";
import { whenIdle } from "../ui/whenIdle.ts";

export type SearchStatus = "loading" | "ready" | "failed";

const debounceMs = 120;

/**
 * Loads the index (when the popup first opens) and searches it as the visitor types, debounced so
 * fast typing does not re-rank on every key. `results` is for the query in `searched`.
 */
export function useSearch(query: string) {
  const [index, setIndex] = useState<SearchIndex>();
  const [status, setStatus] = useState<SearchStatus>("loading");
  const [found, setFound] = useState<{ searched: string; results: SearchResult[] }>({ searched: "", results: [] });

  useEffect(() => {
    let current = true;
    loadSearchIndex().then(
      (loaded) => {
        if (!current) return;
        setIndex(loaded);
        setStatus("ready");
        // While the visitor types the first letters.
        whenIdle(() => prepareForSearch(loaded));
      },
      () => current && setStatus("failed"),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!index) return;
    const timer = setTimeout(() => setFound({ searched: query, results: search(index, query) }), debounceMs);
    return () => clearTimeout(timer);
  }, [index, query]);

  /** Ranks right now, for Enter pressed before the debounce ran. */
  const searchNow = (text: string) => (index ? search(index, text) : undefined);

  return { status, ...found, searchNow };
}
