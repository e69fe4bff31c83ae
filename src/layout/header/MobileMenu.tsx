import { useCallback, useId, useRef, type MouseEvent } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { Menu, X } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import { menuListStyles } from "./menuStyles.ts";
import { MenuItems } from "./MenuItems.tsx";
import { MenuRoute } from "./currentRoute.tsx";
import type { NavItem } from "./navigation.ts";
import { useCloseOnScrollOrDesktop } from "./useCloseOnScrollOrDesktop.ts";
import { useOnBackOrForward } from "./useOnBackOrForward.ts";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { invokerCommand } from "../../ui/invokerCommand.ts";
import { modalBackdrop } from "../../ui/dialogStyles.ts";
import { alongTheLine } from "../../ui/lineDirection.ts";
import { useWords } from "../../words/words.ts";

// Hidden from 992 px up by CSS alone, so the prerendered HTML is right at any width.
const hamburgerStyles = (theme: Theme): CSSObject => ({ ...iconButtonStyles(theme), [theme.mq.lg]: { display: "none" } });

// A modal <dialog>, in the top layer with the page behind it inert. Only the open state is styled: a
// closed dialog must keep the browser's display: none.
const sidebarStyles = (theme: Theme): CSSObject => ({
  "&[open]": {
    display: "flex",
    flexDirection: "column",
    gap: theme.space[3],
    insetBlock: 0,
    insetInline: "0 auto",
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
  "@keyframes sidebar-in": { from: { transform: alongTheLine("-100%") }, to: { transform: "none" } },
  // A group's summary spans the sidebar with its chevron at the far end; its links open indented below.
  "& summary": { justifyContent: "space-between" },
  "& summary svg": { width: 18, height: 18 },
  "& details > ul": { paddingInlineStart: theme.space[3] },
});

/**
 * Below 992 px: the hamburger and the sidebar it opens, a modal `<dialog>` with the same menu. The
 * browser opens it (the hamburger's `show-modal` command), closes it (the close button's `close`
 * command, Escape, and a click beside it: `closedby="any"`) and gives focus back to the hamburger.
 * React only adds what the platform does not do, each by calling the dialog's close(): it closes on a
 * link followed in it, when the address changes, when the page scrolls and when the window grows to
 * desktop width (useCloseOnScrollOrDesktop). Tab stays inside it (ui/keepTabInDialogs.ts).
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const sidebarId = useId();
  const sidebar = useRef<HTMLDialogElement>(null);
  const words = useWords();
  const close = useCallback(() => sidebar.current?.close(), []);
  useCloseOnScrollOrDesktop(sidebar);
  useOnBackOrForward(close);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) close();
  };

  return (
    <>
      <button type="button" css={hamburgerStyles} aria-label={words.header.menu} aria-controls={sidebarId} {...invokerCommand("show-modal", sidebarId)}>
        <SvgIcon icon={Menu} size={26} />
      </button>
      <dialog ref={sidebar} css={sidebarStyles} id={sidebarId} aria-label={words.header.menu} closedby="any" onClick={closeOnLink}>
        <button type="button" aria-label={words.header.closeMenu} {...invokerCommand("close", sidebarId)} css={[iconButtonStyles, { alignSelf: "flex-end" }]}>
          <SvgIcon icon={X} size={24} />
        </button>
        <nav aria-label={words.header.mainMenu}>
          <ul css={menuListStyles}>
            <MenuRoute>
              <MenuItems items={items} menu="sidebar-menu" />
            </MenuRoute>
          </ul>
        </nav>
      </dialog>
    </>
  );
}
