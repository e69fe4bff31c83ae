import { useRef, useState, type SyntheticEvent } from "react";
import { loadPublishedVersions, restoreVersion } from "../api.ts";
import type { StudioFile, StudioPublishedVersion } from "../studioApi.ts";
import { FieldChanges } from "./FieldChanges.tsx";
import { shortWhen } from "./publishWords.ts";

interface Props {
  path: string;
  /** The editor holds changes not saved yet, which a restore drops: it asks first. */
  dirty?: boolean;
  /** The restored version is the file's draft now: the editor opens it, and says `notice`. */
  onRestored: (file: StudioFile, notice: string) => void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Live studio, in the editor's bar: "Published versions" of the open file, newest first, each with its
 * publisher and what it changed; any but the newest can be restored as a draft, which is then reviewed
 * and published like any other. Asked of the server only when first opened.
 */
export function PublishedVersions({ path, dirty = false, onRestored }: Props) {
  const [versions, setVersions] = useState<StudioPublishedVersion[]>();
  const [failure, setFailure] = useState<string>();
  const [restoring, setRestoring] = useState<string>();
  const [restoreFailure, setRestoreFailure] = useState("");
  const asked = useRef(false);

  function load(event: SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || asked.current) return;
    asked.current = true;
    setFailure(undefined);
    loadPublishedVersions(path).then(setVersions, (error: unknown) => {
      // Closed and opened again, it asks again.
      asked.current = false;
      setFailure(message(error));
    });
  }

  async function restore(version: StudioPublishedVersion) {
    if (dirty && !window.confirm(`Restore the version of ${shortWhen(version.date)}? Your unsaved changes to ${path} will be lost.`)) return;
    setRestoring(version.commit);
    setRestoreFailure("");
    try {
      const file = await restoreVersion(path, version.commit);
      onRestored(file, `Restored the version of ${shortWhen(version.date)} as a draft: review and publish it to put it live.`);
    } catch (error) {
      setRestoreFailure(`Not restored: ${message(error)}`);
      setRestoring(undefined);
    }
  }

  return (
    <details className="published-versions" onToggle={load}>
      <summary className="button">Published versions</summary>
      <div className="published-versions-panel">
        {failure && <p role="alert">The published versions could not be listed: {failure}</p>}
        {!versions && !failure && <p role="status">Loading…</p>}
        {versions?.length === 0 && <p>No version of this file is published yet: visitors do not see it.</p>}
        {versions && versions.length > 0 && (
          <ol>
            {versions.map((version, index) => (
              <li key={version.commit}>
                <p>
                  <strong>{shortWhen(version.date)}</strong>, published by {version.publisher.name}
                  {index === 0 && !version.deleted && " (live now)"}
                </p>
                {version.deleted ? <p>This publish deleted the page.</p> : <FieldChanges changes={version.changes} />}
                {index > 0 && !version.deleted && (
                  <button type="button" className="button button-small" disabled={restoring !== undefined} onClick={() => void restore(version)}>
                    {restoring === version.commit ? "Restoring…" : "Restore this version"} <span className="visually-hidden">of {shortWhen(version.date)}</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
        <p role="alert" className="field-error">
          {restoreFailure}
        </p>
      </div>
    </details>
  );
}
