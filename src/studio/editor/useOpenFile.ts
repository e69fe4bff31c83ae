import { useCallback, useReducer } from "react";
import { record, redo, startHistory, undo, type History } from "./history.ts";
import { openFile, type JsonObject, type OpenFile } from "./openFile.ts";

type Update = (file: OpenFile) => OpenFile;
type Action = { kind: "change"; update: Update; field: string | null } | { kind: "undo" } | { kind: "redo" } | { kind: "reset"; value: JsonObject };

function reduce(history: History<OpenFile>, action: Action): History<OpenFile> {
  if (action.kind === "change") return record(history, action.update(history.present), action.field);
  if (action.kind === "undo") return undo(history);
  if (action.kind === "redo") return redo(history);
  return startHistory(openFile(action.value));
}

/**
 * The open file's value with its undo history. `change` takes a function of the present file, so
 * that a block's panel can hold one callback for good (and skip drawing again) however the page changes.
 */
export function useOpenFile(initial: JsonObject) {
  const [history, dispatch] = useReducer(reduce, initial, (value) => startHistory(openFile(value)));
  const change = useCallback((update: Update, field: string | null) => dispatch({ kind: "change", update, field }), []);
  return {
    file: history.present,
    history,
    change,
    undo: useCallback(() => dispatch({ kind: "undo" }), []),
    redo: useCallback(() => dispatch({ kind: "redo" }), []),
    reset: useCallback((value: JsonObject) => dispatch({ kind: "reset", value }), []),
  };
}
