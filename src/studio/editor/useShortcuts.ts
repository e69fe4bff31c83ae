import { useEffect, useRef } from "react";

interface Shortcuts {
  save: () => void;
  undo: () => void;
  redo: () => void;
}

/**
 * Ctrl+S (⌘S) saves, Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes, in any field: the studio's
 * history covers every field at once, so a field's own undo (which forgets after a re-render) is not used.
 */
export function useShortcuts(shortcuts: Shortcuts) {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action = key === "s" ? "save" : key === "z" ? (event.shiftKey ? "redo" : "undo") : key === "y" ? "redo" : undefined;
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
