import type { RJSFSchema } from "@rjsf/utils";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { StudioConflict } from "../../studioApi.ts";
import { parseJsonObject, type JsonObject } from "../openFile.ts";
import { conflictWords } from "./conflictWords.ts";
import { DifferenceList } from "./DifferenceList.tsx";
import { differences, merged } from "./differences.ts";
import "./conflictPanel.css";

export interface ConflictPanelProps {
  conflict: StudioConflict;
  /** The live studio (another person saved) rather than the dev server (a file changed on disk). */
  live: boolean;
  /** The form's value, and the version the edit started from (which says who changed what). */
  mine: JsonObject;
  base: JsonObject;
  /** The file's schema, bundled: the fields' titles name the differences. */
  schema: RJSFSchema;
  /** A save is under way: the ways out wait for it. */
  busy: boolean;
  /** Changes when the panel should take the keyboard's focus: when a save was refused, not when the panel opens on its own while someone types. */
  focus?: number;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onSaveMerged: (value: JsonObject) => void;
}

/**
 * A save refused because the file changed since the edit started: what differs, field by field, and
 * three ways out (keep mine, take theirs, or choose per field). Nothing is lost whichever is chosen:
 * the other version is in the history (the drafts branch, or git on the dev server).
 */
export function ConflictPanel({ conflict, live, mine, base, schema, busy, focus, onKeepMine, onTakeTheirs, onSaveMerged }: ConflictPanelProps) {
  const headingId = useId();
  const listId = useId();
  const panel = useRef<HTMLElement>(null);
  const [merging, setMerging] = useState(false);
  const [takeTheirs, setTakeTheirs] = useState<ReadonlySet<string>>(new Set());
  const words = conflictWords(conflict.current.path, live, conflict.changedBy);
  const theirs = useMemo(() => parseJsonObject(conflict.current.text), [conflict.current.text]);
  const found = useMemo(() => (theirs ? differences(schema, mine, theirs, base) : []), [schema, mine, theirs, base]);

  useEffect(() => {
    if (focus !== undefined) panel.current?.focus();
  }, [focus]);

  const choose = (key: string, taken: boolean) => setTakeTheirs((keys) => (taken ? new Set(keys).add(key) : new Set([...keys].filter((other) => other !== key))));
  const count = found.length === 1 ? "1 field differs" : `${found.length} fields differ`;
  return (
    <section ref={panel} tabIndex={-1} aria-labelledby={headingId} className="banner conflict-panel">
      <div role="alert">
        <h2 id={headingId}>{words.heading}</h2>
        <p>{words.explanation}</p>
      </div>
      <div className="conflict-actions" role="group" aria-label="What to keep">
        <button type="button" className="button" onClick={onKeepMine} disabled={busy}>
          Keep my version
        </button>
        <button type="button" className="button" onClick={onTakeTheirs} disabled={busy}>
          {words.take}
        </button>
        {found.length > 0 && (
          <button type="button" className="button" aria-pressed={merging} aria-controls={listId} onClick={() => setMerging(!merging)}>
            Merge by hand
          </button>
        )}
      </div>
      <p className="muted">{words.keep}</p>
      <div id={listId}>
        {theirs ? (
          <p>
            <strong>{found.length ? `${count}:` : "Both versions hold the same."}</strong>
          </p>
        ) : (
          <p>{words.theirs} is not valid JSON, so the studio cannot compare it field by field. Keep your version, or take the other one to see what it holds.</p>
        )}
        <DifferenceList found={found} theirs={words.theirs} elsewhere={live ? "meanwhile" : "on disk"} choices={merging ? { takeTheirs, choose } : undefined} />
        {merging && (
          <button type="button" className="button button-primary" disabled={busy} onClick={() => onSaveMerged(merged(mine, found, (difference) => takeTheirs.has(difference.key)))}>
            Save the merged version
          </button>
        )}
      </div>
    </section>
  );
}
