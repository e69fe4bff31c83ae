import { useRef } from "react";
import type { BlockProps } from "../types.ts";
import { HeadedSection } from "../../ui/HeadedSection.tsx";
import { sectionBackground } from "../../ui/sectionBackground.ts";
import { useRevealChildren } from "../../ui/useRevealChildren.ts";
import { Card } from "./Card.tsx";
import { Grid } from "./cardStyles.ts";

/** Seconds between cards that scroll into view together (SPEC: 0.2 s for cards, 0.3 s for process steps). */
const revealStep = (variant: string) => (variant === "steps" ? 0.3 : 0.2);

/** A section of cards: services, features, reasons, or numbered process steps (an ordered list). */
export function CardGrid({ id, heading, intro, variant = "cards", columns = 3, background, reveal = true, cards }: BlockProps<"cardGrid">) {
  const listRef = useRef<HTMLUListElement>(null);
  useRevealChildren(listRef, revealStep(variant), reveal);
  return (
    <HeadedSection id={id} heading={heading} intro={intro} {...sectionBackground(background)}>
      <Grid ref={listRef} as={variant === "steps" ? "ol" : "ul"} columns={columns}>
        {cards.map((card, index) => (
          <Card key={`${index}-${card.title}`} card={card} variant={variant} number={index + 1} />
        ))}
      </Grid>
    </HeadedSection>
  );
}
