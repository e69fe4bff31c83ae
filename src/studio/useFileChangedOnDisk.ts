import { useEffect, useRef } from "react";
import { PAGES_CHANGED_EVENT, type PagesChanged } from "../shared/pagesChanged.ts";
import { loadFile } from "./api.ts";
import type { StudioFile } from "./studioApi.ts";

/** The dev server's file watcher may speak before the studio's own save has answered: it waits this long first. */
const SETTLE_MS = 300;

/**
 * Calls `onChanged` with the file as it is on disk when someone else changed it: the dev server
 * says a page file was saved (src/shared/pagesChanged.ts), or the editor comes back to this tab.
 * `version` is the version the studio last read or wrote; `busy` while its own save is under way.
 */
export function useFileChangedOnDisk(path: string, version: string, busy: boolean, onChanged: (current: StudioFile) => void) {
  const latest = useRef({ version, busy, onChanged });
  useEffect(() => {
    latest.current = { version, busy, onChanged };
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (latest.current.busy) return look();
        loadFile(path).then((current) => current.version !== latest.current.version && latest.current.onChanged(current), () => {});
      }, SETTLE_MS);
    };
    const onPagesChanged = (changed: PagesChanged) => changed.file === path && look();
    import.meta.hot?.on(PAGES_CHANGED_EVENT, onPagesChanged);
    window.addEventListener("focus", look);
    return () => {
      clearTimeout(timer);
      import.meta.hot?.off(PAGES_CHANGED_EVENT, onPagesChanged);
      window.removeEventListener("focus", look);
    };
  }, [path]);
}
