import { useEffect, useId, useRef, useState } from "react";
import { linkTargets, useStudioData } from "../StudioData.tsx";
import { StudioDialog } from "../StudioDialog.tsx";

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
    <StudioDialog ref={dialog} title="Link the selected words" narrow onClose={onClose}>
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
        </div>
      </form>
    </StudioDialog>
  );
}
