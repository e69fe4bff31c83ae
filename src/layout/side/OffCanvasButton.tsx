import { useCallback, useId, useState } from "react";
import { LayoutGrid } from "lucide-react";
import { OffCanvasPanel } from "./OffCanvasPanel.tsx";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { useModalDialog } from "../../ui/useModalDialog.ts";

/** The header's button for the off-canvas menu, and the menu itself (a modal dialog, see useModalDialog). */
export function OffCanvasButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const dialog = useModalDialog(open, close);
  const id = useId();

  return (
    <>
      <button
        type="button"
        css={iconButtonStyles}
        aria-label="Contact details and social links"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(true)}
      >
        <LayoutGrid size={22} aria-hidden="true" focusable="false" />
      </button>
      <OffCanvasPanel id={`${id}-panel`} titleId={`${id}-title`} dialog={dialog} />
    </>
  );
}
