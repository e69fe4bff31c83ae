import { useLocation } from "wouter";
import type { NavigationLink } from "../../generated/site.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { currentFor } from "./navigation.ts";
import { MenuLink } from "./menuStyles.ts";

/** One menu link, in the desktop menu and in the sidebar alike, marked when it is the current page. */
export function NavLinkItem({ link }: { link: NavigationLink }) {
  const [location] = useLocation();
  return (
    <li>
      <MenuLink as={SmartLink} href={link.href} aria-current={currentFor(link.href, location)}>
        {link.label}
      </MenuLink>
    </li>
  );
}
