import styled from "@emotion/styled";
import { unstyledList } from "../../ui/lists.ts";
import { liftOnHover } from "../shared/liftOnHover.ts";

/** The plans side by side: stacked on phones, in one row from tablets up (two by two when there are four). */
export const PlanList = styled.ul<{ $count: number }>(({ theme, $count }) => ({
  ...unstyledList,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space[5],
  alignItems: "stretch",
  // Leave room above the first row for the 'Most popular' badge, which sits on the card's top edge.
  paddingTop: theme.space[3],
  [theme.mq.md]: { gridTemplateColumns: `repeat(${$count === 4 ? 2 : $count}, minmax(0, 1fr))` },
  [theme.mq.xl]: { gridTemplateColumns: `repeat(${$count}, minmax(0, 1fr))` },
}));

export const Card = styled.li<{ $popular: boolean }>(({ theme, $popular }) => ({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  padding: `${theme.space[6]}px ${theme.space[5]}px`,
  background: theme.colors.background,
  // The popular plan's frame is drawn 2px wide by a ring outside its 1px border, so its content lines up with the others.
  border: `1px solid ${$popular ? theme.colors.primary : theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: $popular ? `0 0 0 1px ${theme.colors.primary}, ${theme.shadows.raised}` : theme.shadows.card,
  transition: "transform 200ms ease, box-shadow 200ms ease",
  [liftOnHover]: {
    "&:hover, &:focus-within": {
      transform: "translateY(-4px)",
      boxShadow: $popular ? `0 0 0 1px ${theme.colors.primary}, ${theme.shadows.raised}` : theme.shadows.raised,
    },
  },
}));

export const Badge = styled.p(({ theme }) => ({
  position: "absolute",
  top: 0,
  insetInline: 0,
  width: "fit-content",
  transform: "translateY(-50%)",
  margin: "0 auto",
  padding: `${theme.space[1]}px ${theme.space[4]}px`,
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  color: theme.colors.onBrand,
  fontSize: theme.fontSizes[0],
  fontWeight: theme.fontWeights.bold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  whiteSpace: "nowrap",
}));

export const FeatureList = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: `0 0 ${theme.space[5]}px`,
  padding: `${theme.space[5]}px 0 0`,
  borderTop: `1px solid ${theme.colors.border}`,
  display: "grid",
  gap: theme.space[3],
  li: { display: "flex", alignItems: "flex-start", gap: theme.space[2] },
  svg: { flexShrink: 0, marginTop: 3 },
}));

/** Keeps the button at the foot of the card, full width, so buttons line up across cards. */
export const ActionSlot = styled.div({
  marginTop: "auto",
  display: "flex",
  flexDirection: "column",
});
