import { useId } from "react";
import type { BlockProps } from "../types.ts";
import { Container, Section } from "../../ui/primitives.ts";
import { SectionHeader } from "../../ui/SectionHeader.tsx";
import { Card } from "./Card.tsx";
import { Grid } from "./cardStyles.ts";

/** A section of cards: services, features, reasons, or numbered process steps (an ordered list). */
export function CardGrid({ id, heading, intro, variant = "cards", columns = 3, cards }: BlockProps<"cardGrid">) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        <SectionHeader heading={heading} intro={intro} id={headingId} />
        <Grid as={variant === "steps" ? "ol" : "ul"} columns={columns}>
          {cards.map((card, index) => (
            <Card key={`${index}-${card.title}`} card={card} variant={variant} number={index + 1} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
