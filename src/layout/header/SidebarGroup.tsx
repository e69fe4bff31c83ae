import { useId } from "react";
import { ChevronDown } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import type { NavigationGroup } from "../../generated/site.ts";
import { menuEntryStyles, menuListStyles } from "./menuStyles.ts";
import { SidebarItems } from "./SidebarItems.tsx";

type Props = {
  group: NavigationGroup;
  /** The parent decides which group is open, since only one per level may be. */
  expanded: boolean;
  onToggle: () => void;
};

/** An expandable section of the sidebar menu, toggled by click (a disclosure button). */
export function SidebarGroup({ group, expanded, onToggle }: Props) {
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        css={[menuEntryStyles, { justifyContent: "space-between" }]}
      >
        {group.label}
        <SvgIcon icon={ChevronDown} size={18} />
      </button>
      <ul id={listId} hidden={!expanded} css={[menuListStyles, { paddingLeft: 16 }]}>
        <SidebarItems items={group.children} />
      </ul>
    </li>
  );
}
