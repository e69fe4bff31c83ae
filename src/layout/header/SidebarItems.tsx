import { useState } from "react";
import { useLocation } from "wouter";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { currentFor, isGroup, type NavItem } from "./navigation.ts";
import { MenuLink } from "./menuStyles.ts";
import { SidebarGroup } from "./SidebarGroup.tsx";

/**
 * One level of the sidebar menu. SPEC: only one of its groups (Services, Products) is expanded at a
 * time, and clicking the expanded one closes it. A nested level (Business Email Hosting inside
 * Services) follows the same rule among its own groups.
 */
export function SidebarItems({ items }: { items: NavItem[] }) {
  const [location] = useLocation();
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
          <li key={item.label}>
            <MenuLink as={SmartLink} href={item.href} aria-current={currentFor(item.href, location)}>
              {item.label}
            </MenuLink>
          </li>
        ),
      )}
    </>
  );
}
