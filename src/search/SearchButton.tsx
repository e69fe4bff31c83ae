import { useCallback, useState } from "react";
import styled from "@emotion/styled";
import { Search } from "lucide-react";
import { SearchDialog } from "./SearchDialog.tsx";
import { iconButtonStyles } from "../ui/iconButton.ts";

const Button = styled.button(iconButtonStyles);

/** The header's search control: opens the keyword search popup (which gives focus back when it closes). */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Stable, so the dialog's hook does not see a new handler on every render.
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <Button type="button" aria-label="Search" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Search size={20} aria-hidden="true" focusable="false" />
      </Button>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
