import { useId, useRef, useState } from "react";
import styled from "@emotion/styled";
import { LayoutGrid } from "lucide-react";
import { OffCanvasPanel } from "./OffCanvasPanel.tsx";
import { iconButtonStyles } from "../../ui/iconButton.ts";

const Toggle = styled.button(iconButtonStyles);

/**
 * The header's button for the off-canvas menu, and the menu itself. The panel is a modal <dialog>:
 * the browser traps focus in it and closes it on Escape; `close` fires however it closes (Escape,
 * the close button, a click on the backdrop), so that one handler updates the state and hands
 * focus back to this button.
 */
export function OffCanvasButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };

  return (
    <>
      <Toggle
        ref={button}
        type="button"
        aria-label="Contact details and social links"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={show}
      >
        <LayoutGrid size={22} aria-hidden="true" focusable="false" />
      </Toggle>
      <OffCanvasPanel
        ref={dialog}
        id={`${id}-panel`}
        titleId={`${id}-title`}
        onDismiss={() => dialog.current?.close()}
        onClosed={() => {
          setOpen(false);
          button.current?.focus();
        }}
      />
    </>
  );
}
