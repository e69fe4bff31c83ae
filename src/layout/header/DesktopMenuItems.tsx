import { memo } from "react";
import { isGroup, type NavItem } from "./navigation.ts";
import { DropdownItem } from "./DropdownItem.tsx";
import { NavLinkItem } from "./NavLinkItem.tsx";

/**
 * The list items of one level of the desktop menu; groups become dropdowns. Memoised: a dropdown
 * drawn again (it follows the address) leaves the items of its panel be.
 */
export const DesktopMenuItems = memo(function DesktopMenuItems({ items, nested = false }: { items: NavItem[]; nested?: boolean }) {
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <DropdownItem key={item.label} group={item} nested={nested} />
        ) : (
          <NavLinkItem key={item.label} link={item} />
        ),
      )}
    </>
  );
});
