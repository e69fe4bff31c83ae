import type { CSSObject, Theme } from "@emotion/react";
import type { AccordionBlock } from "../../generated/page.ts";

export type AccordionVariant = NonNullable<AccordionBlock["variant"]>;

// The page file picks one of these by name.
const listVariants: Record<AccordionVariant, CSSObject> = {
  plain: { overflow: "hidden" },
  scrollBox: { height: "400px", overflowY: "auto", overscrollBehavior: "contain", scrollbarGutter: "stable" },
};

/** The framed list of items; 'scrollBox' fixes it at 400 px tall and lets it scroll. */
export const itemListStyles = (theme: Theme, variant: AccordionVariant): CSSObject => ({
  maxWidth: 860,
  marginInline: "auto",
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
  ...listVariants[variant],
});

export const itemStyles = (theme: Theme): CSSObject => ({
  "&:not(:first-of-type)": { borderTop: `1px solid ${theme.colors.border}` },
});

/** The question: a full-width row, the browser's marker replaced by a chevron that turns when the item opens. */
export const questionStyles = (theme: Theme): CSSObject => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.space[4],
  minHeight: 56,
  padding: `${theme.space[4]}px ${theme.space[5]}px`,
  color: theme.colors.text,
  fontSize: theme.fontSizes[3],
  fontWeight: theme.fontWeights.semibold,
  lineHeight: theme.lineHeights.heading,
  listStyle: "none",
  cursor: "pointer",
  transition: "background-color 150ms ease, color 150ms ease",
  "&::-webkit-details-marker": { display: "none" },
  "& > h2, & > h3": { margin: 0, font: "inherit", color: "inherit" },
  "&:hover": { background: theme.colors.surface, color: theme.colors.primary },
  "&:focus-visible": { outlineOffset: -3 },
  "[open] > &": { color: theme.colors.primary },
  "& svg": { flexShrink: 0 },
  "@media (prefers-reduced-motion: no-preference)": { "& svg": { transition: "transform 200ms ease" } },
  "[open] > & svg": { transform: "rotate(180deg)" },
});

export const panelStyles = (theme: Theme): CSSObject => ({
  padding: `0 ${theme.space[5]}px ${theme.space[5]}px`,
  color: theme.colors.muted,
  "& p:last-child": { marginBottom: 0 },
});
