import type { NavigationGroup, NavigationLink } from "../../generated/site.ts";
import { routeKey } from "../../shared/routes.ts";

/** One entry of the header menu (pages/_site.json `navigation`): a link, or a group that opens more. */
export type NavItem = NavigationLink | NavigationGroup;

export const isGroup = (item: NavItem): item is NavigationGroup => "children" in item;

/** `aria-current` for a menu link: the current route, whatever its letter case or trailing slash. */
export function currentFor(href: string, location: string): "page" | undefined {
  return href.startsWith("/") && routeKey(href) === routeKey(location) ? "page" : undefined;
}

/** Whether a group holds the current route at any depth, so its trigger can show where the visitor is. */
export function holdsCurrent(group: NavigationGroup, location: string): boolean {
  return group.children.some((child) => (isGroup(child) ? holdsCurrent(child, location) : currentFor(child.href, location)));
}

/**
 * SPEC ("Header"): routes whose first segment is not empty, login, signup or blog are flagged in the
 * header. The flag has no further use; it is kept as a data attribute so styling may pick it up.
 */
export function isFlaggedRoute(location: string): boolean {
  const first = routeKey(location).split("/")[1] ?? "";
  return !["", "login", "signup", "blog"].includes(first);
}
