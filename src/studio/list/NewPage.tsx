import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { createPage } from "../api.ts";
import { editHref } from "./editHref.ts";
import { StudioDialog } from "../StudioDialog.tsx";
import { newPageTitleNote, useCompanyName } from "../form/titleNotes.ts";

/**
 * "New page": an address and a title, and the endpoint makes the file as `npm run new-page` does
 * (same template, same address rules, its messages shown as they are). Then the page opens. Under
 * the title, the title as search results will show it, the company's name added.
 */
export function NewPage() {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [, navigate] = useLocation();
  const [route, setRoute] = useState("/");
  const [title, setTitle] = useState("");
  const [state, setState] = useState<{ kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string }>({ kind: "idle" });
  const companyName = useCompanyName();
  const titleNote = newPageTitleNote(title, companyName);

  async function create(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "busy" });
    try {
      const file = await createPage(route.trim(), title.trim());
      dialog.current?.close();
      navigate(editHref(file.path));
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>
        New page…
      </button>
      <StudioDialog ref={dialog} title="New page" narrow onClose={() => setState({ kind: "idle" })}>
        <form onSubmit={(event) => void create(event)} className="stacked">
          <label>
            Address
            <input required value={route} onChange={(event) => setRoute(event.target.value)} placeholder="/services/cloud-migration" aria-describedby={`${titleId}-address-help`} />
          </label>
          <p id={`${titleId}-address-help`} className="muted">
            Starts with “/”; letters, digits and “-”. Visitors will find the page at this address on the site.
          </p>
          <label>
            Title
            <input required value={title} onChange={(event) => setTitle(event.target.value)} placeholder="Cloud Migration" aria-describedby={titleNote ? `${titleId}-title-help` : undefined} />
          </label>
          {titleNote && (
            <p id={`${titleId}-title-help`} className="muted">
              {titleNote}
            </p>
          )}
          <p role="alert" className="field-error">
            {state.kind === "error" ? state.message : ""}
          </p>
          <div className="row">
            <button className="button button-primary" disabled={state.kind === "busy"}>
              {state.kind === "busy" ? "Creating…" : "Create page"}
            </button>
          </div>
        </form>
      </StudioDialog>
    </>
  );
}
