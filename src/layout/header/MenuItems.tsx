import { memo } from "react";
import { ChevronDown } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import type { NavigationGroup } from "../../generated/site.ts";
import { holdsCurrent, isGroup, type NavItem } from "./navigation.ts";
import { useCurrentRoute } from "./currentRoute.tsx";
import { menuEntryStyles, menuListStyles } from "./menuStyles.ts";
import { NavLinkItem } from "./NavLinkItem.tsx";

type Level = {
  /** The menu's own word ("desktop-menu", "sidebar-menu"); with the depth it names a level's groups. */
  menu: string;
  /** 1 for the menu's own row, 2 inside a group, and so on. */
  depth: number;
};

/**
 * The list items of one level of a menu, the desktop row and the sidebar alike: links, and groups as
 * the browser's own disclosure, a `<details>` whose `<summary>` shows the group's links on a click,
 * Enter or Space from the first paint, with no script. The groups of one level share a `name`, so the
 * browser keeps one of them open at a time (SPEC: only one of Services and Products is expanded); a
 * nested group (Business Email Hosting) is a level of its own, so opening it leaves its parent open.
 * How an open group's links are laid out is the menu's own CSS. Memoised: a group drawn again (its
 * current-page mark) leaves its items be.
 */
export const MenuItems = memo(function MenuItems({ items, menu, depth = 1 }: { items: NavItem[]; menu: string; depth?: number }) {
  return items.map((item) =>
    isGroup(item) ? <MenuGroup key={item.label} group={item} menu={menu} depth={depth} /> : <NavLinkItem key={item.label} link={item} />,
  );
});

/** Reads the current route on every move; the group itself draws again only when its mark changes. */
function MenuGroup({ group, ...level }: { group: NavigationGroup } & Level) {
  return <GroupDetails group={group} {...level} holdsCurrentPage={holdsCurrent(group, useCurrentRoute())} />;
}

/**
 * React never renders `open`: it is the browser's, so a group the visitor opened before React took
 * over stays open, and the menus close a group by setting the property (useDropdownDismissal,
 * MobileMenu). The summary is marked while the group holds the current page.
 */
const GroupDetails = memo(function GroupDetails({ group, menu, depth, holdsCurrentPage }: { group: NavigationGroup; holdsCurrentPage: boolean } & Level) {
  return (
    <li>
      <details name={`${menu}-${depth}`}>
        <summary css={menuEntryStyles} data-current={holdsCurrentPage ? "" : undefined}>
          {group.label}
          <SvgIcon icon={ChevronDown} size={16} />
        </summary>
        <ul css={menuListStyles}>
          <MenuItems items={group.children} menu={menu} depth={depth + 1} />
        </ul>
      </details>
    </li>
  );
});
