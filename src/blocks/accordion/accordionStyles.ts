import styled from "@emotion/styled";
import { variant } from "styled-system";
import type { AccordionBlock } from "../../generated/page.ts";

export type AccordionVariant = NonNullable<AccordionBlock["variant"]>;

/** The framed list of items; 'scrollBox' fixes it at 400 px tall and lets it scroll. */
export const ItemList = styled("div")<{ variant: AccordionVariant }>(
  ({ theme }) => ({
    maxWidth: 860,
    marginLeft: "auto",
    marginRight: "auto",
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    boxShadow: theme.shadows.card,
  }),
  variant({
    variants: {
      plain: { overflow: "hidden" },
      scrollBox: { height: "400px", overflowY: "auto", overscrollBehavior: "contain", scrollbarGutter: "stable" },
    },
  }),
);

export const Item = styled("div")(({ theme }) => ({
  "&:not(:first-of-type)": { borderTop: `1px solid ${theme.colors.border}` },
}));

/** The question: a full-width button whose chevron turns when the item opens. */
export const Trigger = styled("button")(({ theme }) => ({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.space[4],
  minHeight: 56,
  padding: `${theme.space[4]}px ${theme.space[5]}px`,
  border: 0,
  background: "transparent",
  color: theme.colors.text,
  font: "inherit",
  fontSize: theme.fontSizes[3],
  fontWeight: theme.fontWeights.semibold,
  lineHeight: theme.lineHeights.heading,
  textAlign: "left",
  cursor: "pointer",
  transition: "background-color 150ms ease, color 150ms ease",
  "&:hover": { background: theme.colors.surface, color: theme.colors.primary },
  "&:focus-visible": { outlineOffset: -3 },
  '&[aria-expanded="true"]': { color: theme.colors.primary },
  "& svg": { flexShrink: 0 },
  "@media (prefers-reduced-motion: no-preference)": { "& svg": { transition: "transform 200ms ease" } },
  '&[aria-expanded="true"] svg': { transform: "rotate(180deg)" },
}));

export const Panel = styled("div")(({ theme }) => ({
  padding: `0 ${theme.space[5]}px ${theme.space[5]}px`,
  color: theme.colors.muted,
  "& p:last-child": { marginBottom: 0 },
}));
