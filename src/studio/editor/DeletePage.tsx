import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { deletePage } from "../api.ts";
import { editHref } from "../list/editHref.ts";
import { StudioDialog } from "../StudioDialog.tsx";
import { useStudioData } from "../StudioData.tsx";
import type { StudioProblem } from "../studioApi.ts";
import { deletedState } from "./deletedNotice.ts";

interface Props {
  path: string;
  route: string;
  /** The version last opened or saved: a page changed since (by someone else) is not deleted unseen. */
  version: string;
  /** The address of an English page's Arabic twin, which is deleted with it (scripts/lib/studio/deletePage.ts), when it has one. */
  arabicTwin?: string;
}

type State = { kind: "idle" } | { kind: "busy" } | { kind: "refused"; message: string; problems: StudioProblem[] } | { kind: "failed"; message: string };

/** "About Us | Example IT Solutions" → "About Us": the list names pages as staff do. */
const shortTitle = (title: string) => (title.lastIndexOf(" | ") > 0 ? title.slice(0, title.lastIndexOf(" | ")) : title);

/** The value of the choice "Nowhere": the old address then answers the "page not found" page. */
const NOWHERE = "";

/**
 * "Delete page…": asks where visitors who still come to the page's address should go (one of the
 * site's pages, the home page unless chosen otherwise, or nowhere), then deletes. While other pages
 * link to it the endpoint refuses, and each such link is listed in the validator's words with its file,
 * which opens in the studio. Deleted, the studio goes back to the page list and says what happened.
 */
export function DeletePage({ path, route, version, arabicTwin }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const choice = useRef<HTMLSelectElement>(null);
  const id = useId();
  const [, navigate] = useLocation();
  const { addresses } = useStudioData();
  const [redirectTo, setRedirectTo] = useState("/");
  const [state, setState] = useState<State>({ kind: "idle" });
  const targets = addresses.filter((address) => address.route !== route);
  // The pickers' list may still be loading: the home page is always there to choose.
  if (!targets.some((address) => address.route === "/")) targets.unshift({ route: "/", title: "Home", anchors: [] });

  function open() {
    dialog.current?.showModal();
    choice.current?.focus();
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "busy" });
    try {
      const result = await deletePage({ path, version, ...(redirectTo !== NOWHERE && { redirectTo }) });
      if ("refused" in result) return setState({ kind: "refused", message: result.refused.error.split("\n")[0]!, problems: result.refused.problems });
      if ("conflict" in result) return setState({ kind: "failed", message: result.conflict.error });
      dialog.current?.close();
      navigate("/", { state: deletedState(result.deleted) });
    } catch (error) {
      setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <>
      <button type="button" className="button button-danger" onClick={open}>
        Delete page…
      </button>
      <StudioDialog ref={dialog} title={`Delete ${route}?`} narrow onClose={() => setState({ kind: "idle" })}>
        <form className="stacked delete-page" onSubmit={(event) => void remove(event)}>
          <p>
            The page and its file <code>{path}</code> will be deleted
            {arabicTwin && (
              <>
                , with its Arabic twin <strong>{arabicTwin}</strong>
              </>
            )}
            . People may still come to <strong>{route}</strong> from bookmarks, search results or other sites{arabicTwin && <>, and to {arabicTwin} in Arabic, who go to the Arabic page of your choice where it has one</>}.
          </p>
          <label>
            Send visitors who come to {route} to
            <select ref={choice} value={redirectTo} onChange={(event) => setRedirectTo(event.target.value)} aria-describedby={`${id}-help`}>
              {targets.map((target) => (
                <option key={target.route} value={target.route}>
                  {target.route} ({shortTitle(target.title)})
                </option>
              ))}
              <option value={NOWHERE}>Nowhere: show the “page not found” page</option>
            </select>
          </label>
          <p id={`${id}-help`} className="muted">
            Search engines then move the page's place in their results to the page you choose.
          </p>
          <div role="alert" className="field-error">
            {state.kind === "failed" && <p>{state.message}</p>}
            {state.kind === "refused" && (
              <>
                <p>{state.message}</p>
                <ul>
                  {state.problems.map((problem) => (
                    <li key={`${problem.file}${problem.pointer}`}>
                      <Link href={editHref(problem.file)}>{problem.file}</Link>, line {problem.line}: {problem.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="row">
            <button className="button button-danger" disabled={state.kind === "busy"}>
              {state.kind === "busy" ? "Deleting…" : "Delete page"}
            </button>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
      </StudioDialog>
    </>
  );
}
