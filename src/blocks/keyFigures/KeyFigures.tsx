import styled from "@emotion/styled";
import type { BlockProps } from "../types.ts";
import { HeadedSection } from "../shared/HeadedSection.tsx";
import { unstyledList } from "../../ui/lists.ts";

/** Two across on phones, four across from 992 px. */
const FigureList = styled("ul")(({ theme }) => ({
  ...unstyledList,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: theme.space[5],
  [theme.mq.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: theme.space[6] },
}));

const Figure = styled("li")(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  padding: `${theme.space[5]}px ${theme.space[3]}px`,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
}));

const Value = styled("strong")(({ theme }) => ({
  display: "block",
  fontSize: theme.fontSizes[7],
  fontWeight: theme.fontWeights.bold,
  lineHeight: theme.lineHeights.heading,
  letterSpacing: "-0.02em",
  color: theme.colors.primary,
  [theme.mq.md]: { fontSize: theme.fontSizes[8] },
}));

const Label = styled("span")(({ theme }) => ({ marginTop: theme.space[2], color: theme.colors.muted }));

/**
 * Headline numbers. Each figure is one list item whose text reads as a phrase ('99.9% guaranteed
 * uptime'), so a screen reader says the number and what it measures together.
 */
export function KeyFigures({ id, heading, intro, background, figures }: BlockProps<"keyFigures">) {
  return (
    <HeadedSection id={id} heading={heading} intro={intro} background={background}>
      <FigureList>
        {figures.map((figure) => (
          <Figure key={`${figure.value} ${figure.label}`}>
            <Value>{figure.value}</Value> <Label>{figure.label}</Label>
          </Figure>
        ))}
      </FigureList>
    </HeadedSection>
  );
}
