import { useId, useState } from "react";
import { useLocation } from "wouter";
import { createTwin } from "../api.ts";
import { editHref } from "../list/editHref.ts";
import { twinCreatedState } from "../translation/twinCreated.ts";

interface Props {
  path: string;
  route: string;
  /** The version last opened or saved: the twin is made from it, and a page changed since (by someone else) is not used unseen. */
  version: string;
  /** Unsaved changes: the twin is made from the page as saved, so the editor is asked to save them first. */
  dirty: boolean;
}

type State = { kind: "idle" } | { kind: "busy" } | { kind: "failed"; message: string };

/**
 * "Create the Arabic twin", on an English page that has none: the endpoint writes the Arabic page from
 * this one as saved (scripts/lib/studio/createTwin.ts), and the studio opens it, saying what happened.
 */
export function CreateTwin({ path, route, version, dirty }: Props) {
  const [, navigate] = useLocation();
  const [state, setState] = useState<State>({ kind: "idle" });
  const messageId = useId();

  async function create() {
    if (dirty) return setState({ kind: "failed", message: "Save your changes first: the Arabic twin is made from the page as saved." });
    setState({ kind: "busy" });
    try {
      const result = await createTwin({ path, version });
      if ("conflict" in result) return setState({ kind: "failed", message: result.conflict.error });
      navigate(editHref(result.created.path), { state: twinCreatedState(route) });
    } catch (error) {
      setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={() => void create()} disabled={state.kind === "busy"} aria-describedby={messageId}>
        {state.kind === "busy" ? "Creating the Arabic twin…" : "Create the Arabic twin"}
      </button>
      <p id={messageId} role="alert" className="field-error twin-status">
        {state.kind === "failed" ? state.message : ""}
      </p>
    </>
  );
}
