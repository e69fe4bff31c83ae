import { useEffect } from "react";
import type { Head } from "./headTags.ts";
import { afterPaint } from "../ui/afterPaint.ts";

type HeadModule = typeof import("./documentHead.ts");

/**
 * Keeps the document's head in step with the page shown. `describe` gives the page's head from the
 * head-building code (documentHead.ts), fetched only when there is something to write: undefined for
 * the page the visitor arrived on, whose head the server wrote. `key` names the page, so the head is
 * written once per page shown. After the new page's first frame: nobody sees the head, so it never
 * holds the page back.
 */
export function useDocumentHead(describe: ((module: HeadModule) => Head) | undefined, key: string) {
  const writes = describe !== undefined;
  useEffect(() => {
    if (!describe) return;
    let current = true;
    // Offline or after a deploy the chunk may not arrive: the page still works, under the old title.
    const write = () => import("./documentHead.ts").then((module) => current && module.showHead(describe(module)), () => undefined);
    const cancel = afterPaint(write);
    return () => {
      current = false;
      cancel();
    };
    // `describe` is new on every render; `key` says when its result changes.
  }, [key, writes]);
}
