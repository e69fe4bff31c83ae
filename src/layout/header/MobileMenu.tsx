import { useCallback, useEffect, useId, useState, type MouseEvent } from "react";
import styled from "@emotion/styled";
import isPropValid from "@emotion/is-prop-valid";
import { Menu, X } from "lucide-react";
import { useLocation } from "wouter";
import { MenuList } from "./menuStyles.ts";
import { SidebarItems } from "./SidebarItems.tsx";
import type { NavItem } from "./navigation.ts";
import { useCloseWhen } from "./useCloseWhen.ts";
import { useEnhanced } from "./useEnhanced.ts";
import { iconButtonStyles } from "../../ui/iconButton.ts";
import { useModalDialog } from "../../ui/useModalDialog.ts";
import { modalBackdrop } from "../../ui/dialogStyles.ts";

const IconButton = styled("button", {
  shouldForwardProp: (prop) => prop === "commandfor" || prop === "command" || isPropValid(prop),
})(iconButtonStyles);

// Hidden from 992 px up by CSS alone, so the prerendered HTML is right at any width.
const Hamburger = styled(IconButton)(({ theme }) => ({ [theme.mq.lg]: { display: "none" } }));

/**
 * The browser's own invoker commands (commandfor/command) open and close the dialog when JavaScript
 * never runs. Once it runs they are dropped: React's state drives the dialog, and the browser warns
 * when a command opens a dialog the click handler has already opened. React and emotion do not know
 * these attributes yet, so they are passed as plain lower-case attributes.
 */
const invoke = (enhanced: boolean, command: "show-modal" | "close", target: string) =>
  enhanced ? {} : ({ commandfor: target, command } as object);

// A modal <dialog> (see useModalDialog). Only the open state is styled: a closed dialog must keep the
// browser's display: none.
const Sidebar = styled.dialog(({ theme }) => ({
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
}));

/**
 * Below 992 px: the hamburger button and the sidebar it opens with the same menu. The sidebar closes
 * on a link click, on a route change, when the page scrolls, on Escape, and on a click beside it.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const sidebarId = useId();
  const enhanced = useEnhanced();
  const close = useCallback(() => setOpen(false), []);
  const dialog = useModalDialog(open, close);
  useEffect(close, [location, close]);
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
      <Hamburger type="button" aria-label="Menu" aria-expanded={open} aria-controls={sidebarId} onClick={() => setOpen(true)} {...invoke(enhanced, "show-modal", sidebarId)}>
        <Menu size={26} aria-hidden="true" focusable="false" />
      </Hamburger>
      <Sidebar
        id={sidebarId}
        aria-label="Menu"
        {...dialog}
        onClick={(event) => {
          dialog.onClick(event);
          closeOnLink(event);
        }}
      >
        <IconButton type="button" aria-label="Close menu" onClick={close} {...invoke(enhanced, "close", sidebarId)} css={{ alignSelf: "flex-end" }}>
          <X size={24} aria-hidden="true" focusable="false" />
        </IconButton>
        <nav aria-label="Main">
          <MenuList>
            <SidebarItems items={items} />
          </MenuList>
        </nav>
      </Sidebar>
    </>
  );
}
