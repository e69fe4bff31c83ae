import type { CSSObject, Theme } from "@emotion/react";
import { menuListStyles } from "./menuStyles.ts";
import { MenuItems } from "./MenuItems.tsx";
import { MenuRoute } from "./currentRoute.tsx";
import type { NavItem } from "./navigation.ts";
import { useDropdownDismissal } from "./useDropdownDismissal.ts";
import { useWords } from "../../words/words.ts";

// Shown from 992 px up by CSS alone, so the prerendered HTML is right at any width before JavaScript.
// Written as "hidden below theme.mq.lg", the exact complement of the hamburger's rule.
const navStyles = (theme: Theme): CSSObject => ({
  [theme.mq.lg.replace("@media", "@media not all and")]: { display: "none" },
  "& > ul": { ...menuListStyles, display: "flex", alignItems: "center", gap: theme.space[1] },
  // An open group's links hang in a panel from the bottom edge of its item, over the page.
  "& > ul > li": { position: "relative" },
  "& > ul > li > details > ul": {
    position: "absolute",
    top: "100%",
    insetInlineStart: 0,
    minWidth: 260,
    padding: theme.space[2],
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    boxShadow: theme.shadows.raised,
  },
  // A group inside the panel (Business Email Hosting) opens in place, indented under its summary.
  "& details details > ul": { paddingInlineStart: theme.space[3], borderInlineStart: `2px solid ${theme.colors.border}`, marginInlineStart: theme.space[3] },
});

/**
 * The wide-screen menu: links and dropdown groups in one row. A group opens on a click, Enter or Space
 * on its summary, not under a resting mouse: the SPEC has groups "toggled by click", and so it works
 * the same before and after React takes over.
 */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  const dismissal = useDropdownDismissal();
  const words = useWords();
  return (
    <nav aria-label={words.header.mainMenu} css={navStyles} {...dismissal}>
      <ul>
        <MenuRoute>
          <MenuItems items={items} menu="desktop-menu" />
        </MenuRoute>
      </ul>
    </nav>
  );
}
