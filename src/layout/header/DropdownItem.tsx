import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { CSSObject, Theme } from "@emotion/react";
import { ChevronDown } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import type { NavigationGroup } from "../../generated/site.ts";
import { holdsCurrent } from "./navigation.ts";
import { useCurrentRoute } from "./currentRoute.tsx";
import { useDismiss } from "./useDismiss.ts";
import { menuEntryStyles, menuListStyles } from "./menuStyles.ts";
import { DesktopMenuItems } from "./DesktopMenuItems.tsx";
import { CloseOnRouteChange } from "./CloseOnRouteChange.tsx";

// The top-level panel hangs from the bottom edge of its item with no gap, so a pointer travelling
// from the trigger to the panel never leaves the item and the panel does not flicker shut.
const panelStyles = (theme: Theme, nested: boolean): CSSObject => ({
  ...menuListStyles,
  ...(nested
    ? { paddingLeft: theme.space[3], borderLeft: `2px solid ${theme.colors.border}`, marginLeft: theme.space[3] }
    : {
        position: "absolute",
        top: "100%",
        left: 0,
        minWidth: 260,
        padding: theme.space[2],
        background: theme.colors.background,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.raised,
      }),
});

/**
 * A menu group as a WAI-ARIA disclosure: a button with aria-expanded and aria-controls shows the
 * group's links. It opens when the mouse rests on it, on click, Enter, Space or ArrowDown (which also
 * moves focus to the first link), and closes on Escape (focus back on the button), on a click
 * elsewhere, when focus leaves it, when the mouse moves away and when the address changes. Nested
 * groups work the same inline.
 *
 * This part only reads whether the group holds the current page; the group itself (DropdownGroup)
 * draws again only when that changes or it opens or closes, not on every move to another page.
 */
export function DropdownItem({ group, nested = false }: { group: NavigationGroup; nested?: boolean }) {
  return <DropdownGroup group={group} nested={nested} holdsCurrentPage={holdsCurrent(group, useCurrentRoute())} />;
}

const DropdownGroup = memo(function DropdownGroup({ group, nested, holdsCurrentPage }: { group: NavigationGroup; nested: boolean; holdsCurrentPage: boolean }) {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  // A mouse that opened the group by hovering and then clicks means "open", not "toggle shut".
  const openedByHover = useRef(false);
  const focusFirstLink = useRef(false);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(item, open, close);
  useEffect(() => {
    if (!open || !focusFirstLink.current) return;
    focusFirstLink.current = false;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setOpen(false);
  };
  const onClick = () => {
    if (open && openedByHover.current) openedByHover.current = false;
    else setOpen(!open);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    focusFirstLink.current = true;
    if (open) panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    // Only the innermost open group closes; an outer group closes on the next Escape.
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <li
      ref={item}
      css={{ position: nested ? "static" : "relative" }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {open && <CloseOnRouteChange close={close} />}
      <button
        type="button"
        css={menuEntryStyles}
        ref={trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="true"
        data-current={holdsCurrentPage ? "" : undefined}
        onClick={onClick}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <SvgIcon icon={ChevronDown} size={16} />
      </button>
      <ul id={panelId} ref={panel} hidden={!open} css={(theme) => panelStyles(theme, nested)}>
        <DesktopMenuItems items={group.children} nested />
      </ul>
    </li>
  );
});
