import styled from "@emotion/styled";
import { MenuList } from "./menuStyles.ts";
import { DesktopMenuItems } from "./DesktopMenuItems.tsx";
import type { NavItem } from "./navigation.ts";

// Shown from 992 px up by CSS alone, so the prerendered HTML is right at any width before JavaScript.
// Written as "hidden below theme.mq.lg", the exact complement of the hamburger's rule.
const Nav = styled.nav(({ theme }) => ({
  [theme.mq.lg.replace("@media", "@media not all and")]: { display: "none" },
}));

const TopLevel = styled(MenuList)(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space[1] }));

/** The wide-screen menu: links and dropdown groups in one row. */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  return (
    <Nav aria-label="Main">
      <TopLevel>
        <DesktopMenuItems items={items} />
      </TopLevel>
    </Nav>
  );
}
