import { memo, useState } from "react";
import { isGroup, type NavItem } from "./navigation.ts";
import { SidebarGroup } from "./SidebarGroup.tsx";
import { NavLinkItem } from "./NavLinkItem.tsx";

/**
 * One level of the sidebar menu. SPEC: only one of its groups (Services, Products) is expanded at a
 * time, and clicking the expanded one closes it. A nested level (Business Email Hosting inside
 * Services) follows the same rule among its own groups. Memoised: the sidebar, drawn again as the
 * address changes (MobileMenu closes it then), leaves its items be.
 */
export const SidebarItems = memo(function SidebarItems({ items }: { items: NavItem[] }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <SidebarGroup
            key={item.label}
            group={item}
            expanded={expanded === item.label}
            onToggle={() => setExpanded(expanded === item.label ? null : item.label)}
          />
        ) : (
          <NavLinkItem key={item.label} link={item} />
        ),
      )}
    </>
  );
});
