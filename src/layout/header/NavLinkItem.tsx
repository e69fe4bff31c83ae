import { memo } from "react";
import type { NavigationLink } from "../../generated/site.ts";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { currentFor } from "./navigation.ts";
import { useCurrentRoute } from "./currentRoute.tsx";
import { menuEntryStyles } from "./menuStyles.ts";

/** One menu link, in the desktop menu and in the sidebar alike, marked when it is the current page. */
export function NavLinkItem({ link }: { link: NavigationLink }) {
  return <MenuLink link={link} current={currentFor(link.href, useCurrentRoute())} />;
}

/**
 * The link itself, drawn again only when it becomes or stops being the current page: a move to
 * another page re-renders every menu link's NavLinkItem, and the two that change draw anew.
 */
const MenuLink = memo(function MenuLink({ link, current }: { link: NavigationLink; current: "page" | undefined }) {
  return (
    <li>
      <SmartLink href={link.href} aria-current={current} css={menuEntryStyles}>
        {link.label}
      </SmartLink>
    </li>
  );
});
