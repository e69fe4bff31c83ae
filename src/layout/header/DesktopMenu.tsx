import type { CSSObject, Theme } from "@emotion/react";
import { menuListStyles } from "./menuStyles.ts";
import { DesktopMenuItems } from "./DesktopMenuItems.tsx";
import { MenuRoute } from "./currentRoute.tsx";
import type { NavItem } from "./navigation.ts";

// Shown from 992 px up by CSS alone, so the prerendered HTML is right at any width before JavaScript.
// Written as "hidden below theme.mq.lg", the exact complement of the hamburger's rule.
const navStyles = (theme: Theme): CSSObject => ({
  [theme.mq.lg.replace("@media", "@media not all and")]: { display: "none" },
});

const topLevelStyles = (theme: Theme): CSSObject => ({ ...menuListStyles, display: "flex", alignItems: "center", gap: theme.space[1] });

/** The wide-screen menu: links and dropdown groups in one row. */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Main" css={navStyles}>
      <ul css={topLevelStyles}>
        <MenuRoute>
          <DesktopMenuItems items={items} />
        </MenuRoute>
      </ul>
    </nav>
  );
}
