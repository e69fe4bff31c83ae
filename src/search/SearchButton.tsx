import { useEffect, useRef, useState } from "react";
import styled from "@emotion/styled";
import { Search } from "lucide-react";
import { SearchDialog } from "./SearchDialog.tsx";
import { iconButtonStyles } from "../ui/iconButton.ts";

const Button = styled.button(iconButtonStyles);

/** The header's search control: opens the keyword search popup and takes focus back when it closes. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const wasOpen = useRef(false);

  // Focus goes back once the dialog has left the page: while it is modal, the button is inert.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <Button ref={button} type="button" aria-label="Search" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Search size={20} aria-hidden="true" focusable="false" />
      </Button>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
