import styled from "@emotion/styled";
import { tint } from "../../theme/tint.ts";
import { unstyledList } from "../../ui/lists.ts";
import { liftOnHover } from "../shared/liftOnHover.ts";

/**
 * A row of cards that wraps and centres its last line (five offices: three, then two in the middle).
 * `$perRow` is how many fit side by side from large screens up; tablets show two, phones one.
 */
export const CardRow = styled.ul<{ $perRow: 2 | 3 }>(({ theme, $perRow }) => {
  const gap = theme.space[5];
  const width = (n: number) => `calc((100% - ${(n - 1) * gap}px) / ${n})`;
  return {
    ...unstyledList,
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "center",
    gap,
    "&:not(:last-child)": { marginBottom: gap },
    "& > li": { flex: "0 0 100%", display: "flex" },
    [theme.mq.sm]: { "& > li": { flexBasis: width(2) } },
    [theme.mq.lg]: { "& > li": { flexBasis: width($perRow) } },
  };
});

export const Card = styled.div(({ theme }) => ({
  flex: 1,
  padding: theme.space[5],
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
  transition: "transform 200ms ease, box-shadow 200ms ease, border-color 200ms ease",
  [theme.mq.md]: { padding: theme.space[6] },
  [liftOnHover]: {
    "&:hover, &:focus-within": { transform: "translateY(-4px)", boxShadow: theme.shadows.raised, borderColor: theme.colors.primary },
  },
  h3: { fontSize: theme.fontSizes[4], marginBottom: theme.space[2] },
  h4: {
    fontSize: theme.fontSizes[1],
    textTransform: "uppercase",
    letterSpacing: "0.06em",
    color: theme.colors.muted,
    margin: `${theme.space[5]}px 0 ${theme.space[2]}px`,
  },
  address: { fontStyle: "normal", color: theme.colors.muted },
}));

/** The icon at the top of a card, in a soft circle of the brand colour. */
export const IconBadge = styled.span(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 52,
  height: 52,
  marginBottom: theme.space[4],
  borderRadius: theme.radii.pill,
  background: tint(theme.colors.primary, 10),
  color: theme.colors.primary,
}));

/** Label-and-link pairs ('Sales' / sales@example.com), one under another. */
export const DetailList = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: "grid",
  gap: theme.space[3],
  li: { display: "flex", flexDirection: "column" },
  small: { fontSize: theme.fontSizes[1], color: theme.colors.muted },
  a: {
    fontWeight: theme.fontWeights.semibold,
    textDecoration: "none",
    overflowWrap: "anywhere",
    borderRadius: theme.radii.sm,
    "&:hover": { textDecoration: "underline", textUnderlineOffset: 3 },
  },
}));
