/**
 * Saving one open file: what was saved last (its value and version), how the last save went, and the
 * version someone else saved meanwhile when there is one (the conflict panel's), noticed on a refused
 * save or when the file changed elsewhere. A save names the version it edited, so nothing is ever
 * written over another person's save unseen.
 */
import { useCallback, useRef, useState } from "react";
import { saveFile, StudioRequestError } from "../api.ts";
import type { StudioConflict, StudioFile } from "../studioApi.ts";
import { useFileChangedOnDisk } from "../useFileChangedOnDisk.ts";
import { sameValue } from "./conflict/differences.ts";
import { blocksOf, openFile, parseJsonObject, type JsonObject } from "./openFile.ts";
import type { useOpenFile } from "./useOpenFile.ts";

export type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed"; message: string; signedOut?: boolean } | { kind: "conflict" };

/** The version saved meanwhile, and when the panel should take the focus (a save refused; not a change noticed while typing). */
interface Conflict {
  conflict: StudioConflict;
  focus?: number;
}

export function useSaving(file: StudioFile, value: JsonObject, current: JsonObject, change: ReturnType<typeof useOpenFile>["change"]) {
  const [saved, setSaved] = useState({ value, version: file.version });
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [conflict, setConflict] = useState<Conflict>();
  const refusals = useRef(0);

  /**
   * Another version is there (`refused`: a save of `value` was refused for it). The same content
   * written again (reformatted, or the same edit) is no conflict: the editor goes on from its version.
   */
  const onConflict = useCallback((found: StudioConflict, value: JsonObject, refused: boolean) => {
    if (sameValue(parseJsonObject(found.current.text), value)) {
      setSaved({ value, version: found.current.version });
      setConflict(undefined);
      return setSaveState(refused ? { kind: "saved", at: new Date().toLocaleTimeString() } : { kind: "idle" });
    }
    setSaveState({ kind: "conflict" });
    const focus = refused ? ++refusals.current : undefined;
    // Noticed again without a save (the window took the focus): the panel stays as it is, with what the server said.
    setConflict((last) => (focus !== undefined ? { conflict: found, focus } : last?.conflict.current.version === found.current.version ? last : { conflict: found }));
  }, []);

  /** Saves `value` over `version`: the version the edit started from, or the one saved meanwhile when the person chose so. */
  const saveAs = useCallback(
    async (value: JsonObject, version: string) => {
      setSaveState({ kind: "saving" });
      try {
        const result = await saveFile({ path: file.path, value, version });
        if ("conflict" in result) return onConflict(result.conflict, value, true);
        setSaved({ value, version: result.saved.version });
        setSaveState({ kind: "saved", at: new Date().toLocaleTimeString() });
        setConflict(undefined);
      } catch (error) {
        // The session ended (timed out, signed out in another tab, ended by a publisher): the edits stay
        // on this screen, and a sign-in in another tab lets the same Save go through.
        const signedOut = error instanceof StudioRequestError && error.status === 401;
        setSaveState({ kind: "failed", message: error instanceof Error ? error.message : String(error), signedOut });
      }
    },
    [file.path, onConflict],
  );
  const save = useCallback(() => saveAs(current, saved.version), [saveAs, current, saved.version]);

  /** The merged version becomes the form's value (an undo step), then is saved over the other one. */
  const saveMerged = useCallback(
    (value: JsonObject, version: string) => {
      change((current) => ({ value, keys: blocksOf(value).length === current.keys.length ? current.keys : openFile(value).keys }), null);
      void saveAs(value, version);
    },
    [change, saveAs],
  );

  // Someone saved this file elsewhere (VS Code, git, another person): said at once, not only when saving.
  useFileChangedOnDisk(file.path, saved.version, saveState.kind === "saving", (onDisk) => onConflict({ error: "", current: onDisk }, current, false));

  return { saved, saveState, conflict, save, saveAs, saveMerged };
}
