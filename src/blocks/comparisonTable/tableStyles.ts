import styled from "@emotion/styled";
import { visuallyHidden } from "../../ui/VisuallyHidden.tsx";
import { tint } from "../../theme/tint.ts";

/**
 * The table's frame. On narrow screens the table keeps its width and this frame scrolls sideways,
 * so the page around it never breaks; it is focusable so keyboard users can scroll it too. It is the
 * containing block of what is positioned inside (the cells' visually hidden words): otherwise those
 * escape the frame's clipping and make the whole page 636 px wide on a 375 px screen.
 */
export const ScrollRegion = styled.div(({ theme }) => ({
  position: "relative",
  overflowX: "auto",
  WebkitOverflowScrolling: "touch",
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
}));

export const Table = styled.table<{ $columnCount: number }>(({ theme, $columnCount }) => ({
  width: "100%",
  // Room for the feature names plus a readable column per plan; narrower screens scroll instead.
  minWidth: 200 + 120 * $columnCount,
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: theme.fontSizes[1],
  [theme.mq.md]: { fontSize: theme.fontSizes[2] },
  "th, td": {
    padding: `${theme.space[3]}px ${theme.space[4]}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: "center",
    verticalAlign: "middle",
  },
  "thead th": {
    background: theme.colors.primary,
    color: theme.colors.onBrand,
    fontWeight: theme.fontWeights.semibold,
    whiteSpace: "nowrap",
    borderBottom: 0,
  },
  // The feature names stay in view while the plans scroll past them on small screens.
  // On phones it is kept narrow (its names wrap), so a plan column or two still fit beside it.
  "th:first-of-type": { position: "sticky", insetInlineStart: 0, zIndex: 1, textAlign: "start", width: "9.5rem", [theme.mq.md]: { width: "auto" } },
  "tbody th": { background: "inherit", fontWeight: theme.fontWeights.medium, color: theme.colors.text },
  "tbody tr": { background: theme.colors.background, transition: "background-color 150ms ease" },
  "tbody tr:nth-of-type(even)": { background: theme.colors.surface },
  // Opaque, because the sticky first column shows the row's background over the cells scrolling under it.
  "tbody tr:hover": { background: tint(theme.colors.primary, 12, theme.colors.background) },
  "tbody tr:last-of-type > *": { borderBottom: 0 },
}));

/**
 * The caption as sighted visitors see it, above the frame and outside it (it never scrolls away).
 * Screen readers hear it once, as the table's own <caption>, so this copy is hidden from them.
 */
export const Caption = styled.p(({ theme }) => ({
  marginBottom: theme.space[4],
  color: theme.colors.muted,
  fontSize: theme.fontSizes[2],
}));

/** A caption for screen readers only, when the section's heading already says what the table is. */
export const HiddenCaption = styled.caption(visuallyHidden);
