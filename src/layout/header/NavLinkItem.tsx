import { useLocation } from "wouter";
import type { NavigationLink } from "../../generated/site.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { currentFor } from "./navigation.ts";
import { menuEntryStyles } from "./menuStyles.ts";

/** One menu link, in the desktop menu and in the sidebar alike, marked when it is the current page. */
export function NavLinkItem({ link }: { link: NavigationLink }) {
  const [location] = useLocation();
  return (
    <li>
      <SmartLink href={link.href} aria-current={currentFor(link.href, location)} css={menuEntryStyles}>
        {link.label}
      </SmartLink>
    </li>
  );
}
