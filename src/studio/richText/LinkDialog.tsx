import { useEffect, useId, useRef, useState } from "react";
import { linkTargets, useStudioData } from "../StudioData.tsx";

interface Props {
  open: boolean;
  onClose: () => void;
  onLink: (href: string) => void;
}

/** "Link…" in the rich-text toolbar: an address, with the site's pages and sections suggested. */
export function LinkDialog({ open, onClose, onLink }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { addresses } = useStudioData();
  const [href, setHref] = useState("");
  const titleId = useId();
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="picker picker-narrow" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Link the selected words</h2>
      <form
        className="stacked"
        onSubmit={(event) => {
          event.preventDefault();
          // Closed first: while a modal dialog is open, the text being linked cannot take the focus back.
          dialog.current?.close();
          if (href.trim()) onLink(href.trim());
        }}
      >
        <label>
          Address
          <input value={href} onChange={(event) => setHref(event.target.value)} list={`${titleId}-targets`} placeholder="/contact, /services#faq or https://…" required />
        </label>
        <datalist id={`${titleId}-targets`}>
          {linkTargets(addresses).map((target) => (
            <option key={target} value={target} />
          ))}
        </datalist>
        <div className="row">
          <button className="button button-primary">Add link</button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
