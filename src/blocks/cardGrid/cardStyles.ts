import styled from "@emotion/styled";
import { variant } from "styled-system";
import type { CardGridBlock } from "../../generated/page.ts";
import { theme } from "../../theme/theme.ts";
import { liftOnHover } from "../shared/liftOnHover.ts";

export type CardVariant = NonNullable<CardGridBlock["variant"]>;
export type Columns = NonNullable<CardGridBlock["columns"]>;


/** One column on phones, two from 768 px, the chosen number from 992 px. */
const columnCount = variant({
  prop: "$columns",
  variants: {
    2: { gridTemplateColumns: ["1fr", null, "repeat(2, minmax(0, 1fr))"] },
    3: { gridTemplateColumns: ["1fr", null, "repeat(2, minmax(0, 1fr))", "repeat(3, minmax(0, 1fr))"] },
    4: { gridTemplateColumns: ["1fr", null, "repeat(2, minmax(0, 1fr))", "repeat(4, minmax(0, 1fr))"] },
  },
});

/** The list that holds the cards (an <ol> for steps, a <ul> otherwise). */
export const Grid = styled("ul")<{ $columns: Columns }>(
  ({ theme }) => ({
    display: "grid",
    gap: theme.space[5],
    margin: 0,
    padding: 0,
    listStyle: "none",
    [theme.mq.lg]: { gap: theme.space[6] },
  }),
  columnCount,
);

/** The look of one card, per variant. */
const cardLook = variant({
  prop: "$variant",
  variants: {
    cards: {
      bg: "background",
      border: "1px solid",
      borderColor: "border",
      borderRadius: "lg",
      boxShadow: "card",
      overflow: "hidden",
      transition: "transform 200ms ease, box-shadow 200ms ease",
      // Only a card that leads somewhere lifts: a lift promises a click.
      [liftOnHover]: { "&:has(a):hover": { transform: "translateY(-4px)", boxShadow: "raised" } },
      "&:focus-within": { boxShadow: "raised" },
    },
    icons: { py: 2 },
    steps: { pt: 2 },
    plain: { paddingInlineStart: theme.space[4], borderInlineStart: "4px solid var(--tone)" },
  },
});

export const CardItem = styled("li")<{ $variant: CardVariant }>(
  { position: "relative", display: "flex", flexDirection: "column" },
  cardLook,
);

/** Space around the text: padded inside a raised card, flush otherwise. */
export const CardBody = styled("div")<{ $padded: boolean }>(({ theme, $padded }) => ({
  display: "flex",
  flexDirection: "column",
  flexGrow: 1,
  padding: $padded ? theme.space[5] : 0,
  "& > h3": { fontSize: theme.fontSizes[4], marginBottom: theme.space[2] },
  "& > p": { color: theme.colors.muted, marginBottom: 0 },
}));

/**
 * The picture across the top of a card, in 5:4: the shape the site's illustrations are drawn in
 * (600 × 480), so none is cropped. A picture of another shape fills the same frame, trimmed at its
 * edges, so the cards of a row stay level.
 */
export const CardImage = styled("img")({ width: "100%", height: "auto", aspectRatio: "5 / 4", objectFit: "cover" });

/** An icon on a soft tint of its tone (the tone arrives as the --tone custom property). */
export const IconTile = styled("span")<{ $size: number }>(({ theme, $size }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: $size,
  height: $size,
  marginBottom: theme.space[4],
  borderRadius: theme.radii.md,
  color: "var(--tone)",
  background: "color-mix(in srgb, var(--tone) 12%, transparent)",
}));

/** The step's number in a filled circle of its tone. */
export const StepNumber = styled("span")(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 48,
  height: 48,
  marginBottom: theme.space[4],
  borderRadius: theme.radii.pill,
  background: "var(--tone)",
  color: theme.colors.onBrand,
  fontSize: theme.fontSizes[4],
  fontWeight: theme.fontWeights.bold,
  boxShadow: "0 0 0 6px color-mix(in srgb, var(--tone) 15%, transparent)",
}));
