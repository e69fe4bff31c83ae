import { lazy, Suspense, useCallback, useEffect, useId, useState, type ComponentType } from "react";
import { LayoutGrid } from "lucide-react";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { WhenShown } from "../../ui/WhenShown.tsx";

type PanelProps = { titleId: string; onClose: () => void };

// The panel's code is fetched when a visitor first reaches for the button (pointer over it, focus or
// click), not with every page: most visits never open it.
const loadPanel = () => import("./OffCanvasPanel.tsx");
const prefetchPanel = () => void loadPanel().catch(() => undefined);

/** Where the panel's code could not be fetched (offline, or a deploy replaced it): the contact page has the same details. */
function OpenContactPage(_: PanelProps) {
  useEffect(() => window.location.assign("/contact"), []);
  return null;
}

const OffCanvasPanel = lazy<ComponentType<PanelProps>>(() =>
  loadPanel().then(
    (module) => ({ default: module.OffCanvasPanel }),
    () => ({ default: OpenContactPage }),
  ),
);

/** The header's button for the off-canvas menu, and the menu itself (a modal dialog, see useModalDialog). */
export function OffCanvasButton() {
  const [open, setOpen] = useState(false);
  // aria-expanded says what a screen reader user can reach: true only once the panel is showing, not
  // while its code loads after a tap.
  const [shown, setShown] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
    setShown(false);
  }, []);
  const markShown = useCallback(() => setShown(true), []);
  const titleId = useId();

  return (
    <>
      <button
        type="button"
        css={iconButtonStyles}
        aria-label="Contact details and social links"
        aria-haspopup="dialog"
        aria-expanded={shown}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => setOpen(true)}
      >
        <LayoutGrid size={22} aria-hidden="true" focusable="false" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <OffCanvasPanel titleId={titleId} onClose={close} />
          <WhenShown then={markShown} />
        </Suspense>
      )}
    </>
  );
}
