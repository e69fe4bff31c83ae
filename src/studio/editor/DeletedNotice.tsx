import { useEffect, useRef } from "react";
import { useHistoryState } from "wouter/use-browser-location";
import { deletedMessage } from "./deletedNotice.ts";

/**
 * On the page list, right after "Delete page": what was deleted and where its visitors go. It takes the
 * focus, so a screen reader says it and the keyboard starts from the top of the list.
 */
export function DeletedNotice() {
  const message = deletedMessage(useHistoryState());
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) notice.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={notice} role="status" tabIndex={-1} className="notice">
      {message}
    </p>
  );
}
