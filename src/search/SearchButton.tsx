import { lazy, Suspense, useCallback, useState } from "react";
import styled from "@emotion/styled";
import { Search } from "lucide-react";
import { iconButtonStyles } from "../ui/iconButton.ts";

const Button = styled.button(iconButtonStyles);

// The popup's code is fetched when a visitor first reaches for the button (pointer over it, focus or
// click), not with every page: most visits never search.
const loadDialog = () => import("./SearchDialog.tsx");
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/** The header's search control: opens the keyword search popup (which gives focus back when it closes). */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Stable, so the dialog's hook does not see a new handler on every render.
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <Button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
      >
        <Search size={20} aria-hidden="true" focusable="false" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
