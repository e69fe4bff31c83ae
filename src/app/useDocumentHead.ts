import { useEffect } from "react";
import type { Head } from "../shared/headTags.ts";
import { afterNextFrame } from "./afterNextFrame.ts";

type HeadModule = typeof import("../seo/documentHead.ts");

/**
 * Keeps the document's head in step with the page shown. `describe` gives the page's head, from the
 * head-building code (documentHead.ts), which is fetched only when there is something to write: it is
 * undefined on the page the visitor arrived on, whose head the server wrote. `key` names the page, so
 * the head is written once per page shown, not on every render.
 */
export function useDocumentHead(describe: ((module: HeadModule) => Head) | undefined, key: string) {
  const writes = describe !== undefined;
  useEffect(() => {
    if (!describe) return;
    let current = true;
    // After the new page's first frame: the head is nothing a visitor sees, so writing it (its meta
    // tags, its JSON-LD) must not hold the page back (npm run bench's navigation pass).
    const cancel = afterNextFrame(() =>
      // Offline or after a deploy the chunk may not arrive: the page still works, under the old title.
      void import("../seo/documentHead.ts").then(
        (module) => current && module.showHead(describe(module)),
        () => undefined,
      ),
    );
    return () => {
      current = false;
      cancel();
    };
    // `describe` is new on every render; `key` says when its result changes.
  }, [key, writes]);
}
