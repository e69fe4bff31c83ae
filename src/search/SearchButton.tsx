import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from "react";
import { Search } from "lucide-react";
import { iconButtonStyles } from "../ui/iconButton.ts";
import { WhenShown } from "../ui/WhenShown.tsx";

// The popup's code is fetched when a visitor first reaches for the button (pointer over it, focus or
// click), not with every page: most visits never search.
const loadDialog = () => import("./SearchDialog.tsx");
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/** Where the popup's code could not be fetched (offline, or a deploy replaced it): the /search page works without it. */
function OpenSearchPage(_: { onClose: () => void }) {
  useEffect(() => window.location.assign("/search"), []);
  return null;
}

const SearchDialog = lazy<ComponentType<{ onClose: () => void }>>(() =>
  loadDialog().then(
    (module) => ({ default: module.SearchDialog }),
    () => ({ default: OpenSearchPage }),
  ),
);

/** The header's search control: opens the keyword search popup (which gives focus back when it closes). */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // aria-expanded says what a screen reader user can reach: true only once the popup is showing, not
  // while its code loads after a tap.
  const [shown, setShown] = useState(false);
  // Stable, so the dialog's hook does not see a new handler on every render.
  const close = useCallback(() => {
    setOpen(false);
    setShown(false);
  }, []);
  const markShown = useCallback(() => setShown(true), []);

  return (
    <>
      <button
        type="button"
        css={iconButtonStyles}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={shown}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => setOpen(true)}
      >
        <Search size={20} aria-hidden="true" focusable="false" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
          <WhenShown then={markShown} />
        </Suspense>
      )}
    </>
  );
}
