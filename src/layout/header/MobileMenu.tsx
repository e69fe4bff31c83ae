import { useCallback, useEffect, useId, useState, type MouseEvent } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Menu, X } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { menuListStyles } from "./menuStyles.ts";
import { SidebarItems } from "./SidebarItems.tsx";
import { MenuRoute } from "./currentRoute.tsx";
import type { NavItem } from "./navigation.ts";
import { useCloseWhen } from "./useCloseWhen.ts";
import { useEnhancement } from "./useEnhancement.ts";
import { CloseOnRouteChange } from "./CloseOnRouteChange.tsx";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { useModalDialog } from "../../ui/useModalDialog.ts";
import { modalBackdrop } from "../../ui/dialogStyles.ts";

// Hidden from 992 px up by CSS alone, so the prerendered HTML is right at any width.
const hamburgerStyles = (theme: Theme): CSSObject => ({ ...iconButtonStyles(theme), [theme.mq.lg]: { display: "none" } });

/**
 * The browser's own invoker commands (commandfor/command) open and close the dialog when JavaScript
 * never runs. Once React has the page they are dropped (useEnhancement): React's state drives the
 * dialog, and the browser warns when a command opens a dialog the click handler has already opened.
 * React does not know these attributes yet, so they are passed as plain lower-case attributes.
 * The hamburger carries no aria-expanded: the HTML standard forbids it beside `command`, and it says
 * nothing here anyway, as the sidebar is a modal dialog: once it is open, focus is in it and the rest
 * of the page, the hamburger too, is out of reach until it closes.
 */
const invoke = (command: "show-modal" | "close", target: string) => ({ commandfor: target, command }) as object;
const dropInvokerCommand = (button: HTMLButtonElement) => {
  button.removeAttribute("commandfor");
  button.removeAttribute("command");
};

// A modal <dialog> (see useModalDialog). Only the open state is styled: a closed dialog must keep the
// browser's display: none.
const sidebarStyles = (theme: Theme): CSSObject => ({
  "&[open]": {
    display: "flex",
    flexDirection: "column",
    gap: theme.space[3],
    inset: "0 auto 0 0",
    width: "min(320px, 85vw)",
    height: "100dvh",
    maxHeight: "100dvh",
    margin: 0,
    padding: theme.space[4],
    overflowY: "auto",
    color: theme.colors.text,
    background: theme.colors.background,
    border: 0,
    boxShadow: theme.shadows.raised,
    animation: "sidebar-in 0.2s ease-out",
  },
  ...modalBackdrop,
  "@keyframes sidebar-in": { from: { transform: "translateX(-100%)" }, to: { transform: "none" } },
});

/**
 * Below 992 px: the hamburger button and the sidebar it opens with the same menu. The sidebar closes
 * on a link click, on a route change, when the page scrolls, on Escape, and on a click beside it.
 * Closed, it does not follow the address (CloseOnRouteChange), so a move to another page leaves it be.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const hamburger = useEnhancement(dropInvokerCommand);
  const closeButton = useEnhancement(dropInvokerCommand);
  const close = useCallback(() => setOpen(false), []);
  const dialog = useModalDialog(open, close);
  // A tap before React took over opened the sidebar through the browser's invoker command: carry that
  // state on, or React (believing it closed) could never close it.
  useEffect(() => {
    if (dialog.ref.current?.open) setOpen(true);
  }, [dialog.ref]);
  useCloseWhen(open, close);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  };

  return (
    <>
      <button ref={hamburger} type="button" css={hamburgerStyles} aria-label="Menu" aria-controls={sidebarId} onClick={() => setOpen(true)} {...invoke("show-modal", sidebarId)}>
        <SvgIcon icon={Menu} size={26} />
      </button>
      <dialog
        css={sidebarStyles}
        id={sidebarId}
        aria-label="Menu"
        {...dialog}
        onClick={(event) => {
          dialog.onClick(event);
          closeOnLink(event);
        }}
      >
        <button ref={closeButton} type="button" aria-label="Close menu" onClick={close} {...invoke("close", sidebarId)} css={[iconButtonStyles, { alignSelf: "flex-end" }]}>
          <SvgIcon icon={X} size={24} />
        </button>
        {open && <CloseOnRouteChange close={close} />}
        <nav aria-label="Main">
          <ul css={menuListStyles}>
            <MenuRoute>
              <SidebarItems items={items} />
            </MenuRoute>
          </ul>
        </nav>
      </dialog>
    </>
  );
}
