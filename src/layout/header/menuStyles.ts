import type { CSSObject, Theme } from "@emotion/react";
import { unstyledList } from "../../ui/lists.ts";

/**
 * A menu entry as the visitor sees it: links and the summaries that open groups look alike. A summary
 * shows a chevron in place of the browser's marker.
 */
export const menuEntryStyles = (theme: Theme): CSSObject => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space[1],
  width: "100%",
  padding: `${theme.space[2]}px ${theme.space[3]}px`,
  font: "inherit",
  color: theme.colors.text,
  background: "none",
  border: 0,
  borderRadius: theme.radii.sm,
  textAlign: "start",
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
  "&:hover, &[aria-current='page'], &[data-current]": { color: theme.colors.primary },
  "&[aria-current='page']": { fontWeight: theme.fontWeights.semibold },
  // The chevron turns to show the group is open.
  svg: { flexShrink: 0, transition: "transform 0.15s ease" },
  "[open] > & svg": { transform: "rotate(180deg)" },
});

/** The menus' lists: no bullets, no indent. */
export const menuListStyles = unstyledList;
