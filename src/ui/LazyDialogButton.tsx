import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from "react";
import { iconButtonStyles } from "./iconButton.ts";

type DialogProps = { onClose: () => void };

/**
 * A modal dialog (useModalDialog, open while mounted) whose code is fetched on demand: first when a
 * visitor reaches for its button (pointer over it, focus or click), not with every page, since most
 * visits never open it. Where the code cannot be fetched (offline, or a deploy replaced it), the page
 * at `fallback`, which works without it, opens instead.
 */
export function lazyDialog(load: () => Promise<ComponentType<DialogProps>>, fallback: string) {
  function OpenFallbackPage(_: DialogProps) {
    useEffect(() => window.location.assign(fallback), []);
    return null;
  }
  return {
    prefetch: () => void load().catch(() => undefined),
    Dialog: lazy<ComponentType<DialogProps>>(() =>
      load().then(
        (component) => ({ default: component }),
        () => ({ default: OpenFallbackPage }),
      ),
    ),
  };
}

/**
 * Rendered beside the dialog inside one Suspense boundary, so React commits both together: its effect
 * runs when the dialog is really on screen, not while its code is still on the way. A layout effect,
 * so the button's new state is drawn in the same frame as the dialog, not one frame later.
 */
function WhenShown({ then }: { then: () => void }) {
  useLayoutEffect(then, [then]);
  return null;
}

/** One of the header's round buttons, opening a lazyDialog (which gives focus back when it closes). */
export function LazyDialogButton({ label, dialog, children }: { label: string; dialog: ReturnType<typeof lazyDialog>; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // aria-expanded says what a screen reader user can reach: true only once the dialog is showing, not
  // while its code loads after a tap.
  const [shown, setShown] = useState(false);
  // Stable, so the dialog's hook does not see a new handler on every render.
  const close = useCallback(() => {
    setOpen(false);
    setShown(false);
  }, []);
  const markShown = useCallback(() => setShown(true), []);
  const { Dialog, prefetch } = dialog;

  return (
    <>
      <button
        type="button"
        css={iconButtonStyles}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={shown}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={close} />
          <WhenShown then={markShown} />
        </Suspense>
      )}
    </>
  );
}
