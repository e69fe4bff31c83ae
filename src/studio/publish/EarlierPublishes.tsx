import { useRef, useState, type FormEvent } from "react";
import { rollBackTo } from "../api.ts";
import { StudioDialog } from "../StudioDialog.tsx";
import type { StudioPublished, StudioPublishedSite } from "../studioApi.ts";
import { shortWhen } from "./publishWords.ts";

interface Props {
  /** Undefined while loading. */
  publishes: readonly StudioPublishedSite[] | undefined;
  failure: string | undefined;
  onRolledBack: (published: StudioPublished, to: StudioPublishedSite) => void;
}

type State = { kind: "idle" } | { kind: "busy" } | { kind: "failed"; message: string };

/**
 * "Earlier publishes": when, by whom and what, the one visitors see now marked, and a way back to any
 * other, asked once more in a dialog since the whole site changes for visitors at once.
 */
export function EarlierPublishes({ publishes, failure, onRolledBack }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<StudioPublishedSite>();
  const [state, setState] = useState<State>({ kind: "idle" });

  function ask(site: StudioPublishedSite) {
    setChosen(site);
    setState({ kind: "idle" });
    dialog.current?.showModal();
  }

  async function rollBack(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setState({ kind: "busy" });
    try {
      const published = await rollBackTo(chosen.commit);
      setState({ kind: "idle" });
      dialog.current?.close();
      onRolledBack(published, chosen);
    } catch (error) {
      setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby="earlier-publishes" className="publish-history">
      <h2 id="earlier-publishes">Earlier publishes</h2>
      {failure && <p role="alert">The earlier publishes could not be listed: {failure}</p>}
      {!publishes && !failure && <p className="muted">Loading the earlier publishes…</p>}
      {publishes?.length === 0 && <p className="muted">Nothing has been published from the studio yet.</p>}
      {publishes && publishes.length > 0 && (
        <ol>
          {publishes.map((site) => (
            <li key={site.commit}>
              <span className="publish-when">{shortWhen(site.date)}</span>
              <span>{site.publisher.name}</span>
              <span>
                {site.summary}
                {site.current && <strong> (live now)</strong>}
              </span>
              {!site.current && (
                <button type="button" className="button button-small" onClick={() => ask(site)}>
                  Roll the site back to this <span className="visually-hidden">publish of {shortWhen(site.date)}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <StudioDialog ref={dialog} title="Roll the site back?" narrow onClose={() => setChosen(undefined)}>
        {chosen && (
          <form className="stacked" onSubmit={(event) => void rollBack(event)}>
            <p>
              Visitors will see the whole site as the publish of <strong>{shortWhen(chosen.date)}</strong> by {chosen.publisher.name} left it (“{chosen.summary}”), at once. The later publishes stay in this list.
            </p>
            <p role="alert" className="field-error">
              {state.kind === "failed" && `Not rolled back: ${state.message}`}
            </p>
            <div className="row">
              <button className="button button-danger" disabled={state.kind === "busy"}>
                {state.kind === "busy" ? "Rolling back…" : "Roll back"}
              </button>
              <button type="button" className="button" onClick={() => dialog.current?.close()}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </StudioDialog>
    </section>
  );
}
