import { useLocation } from "wouter";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { currentFor, isGroup, type NavItem } from "./navigation.ts";
import { MenuLink } from "./menuStyles.ts";
import { DropdownItem } from "./DropdownItem.tsx";

/** The list items of one level of the desktop menu; groups become dropdowns. */
export function DesktopMenuItems({ items, nested = false }: { items: NavItem[]; nested?: boolean }) {
  const [location] = useLocation();
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <DropdownItem key={item.label} group={item} nested={nested} />
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
