import { useEffect, useRef } from "react";

/**
 * What the editor says when it opened the file again for a reason of its own ("Restored the version of
 * 28 Nov 10:15 as a draft: …"): under the bar, and focused, since the button pressed is gone with the
 * old form; a screen reader says it and the keyboard goes on from there.
 */
export function EditorNotice({ message }: { message: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} role="status" tabIndex={-1} className="notice editor-notice">
      {message}
    </p>
  );
}
