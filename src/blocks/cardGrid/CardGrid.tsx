import type { BlockProps } from "../types.ts";
import { HeadedSection } from "../shared/HeadedSection.tsx";
import { revealStepAttribute } from "../../ui/revealChildren.ts";
import { Card } from "./Card.tsx";
import { Grid } from "./cardStyles.ts";
import { ActionLink } from "../shared/ActionLink.tsx";
import { Box } from "../primitives.ts";
import { useInFirstScreen } from "../inFirstScreen.ts";

/** Seconds between cards that scroll into view together (SPEC: 0.2 s for cards, 0.3 s for process steps). */
const revealStep = (variant: string) => (variant === "steps" ? 0.3 : 0.2);

/** A section of cards: services, features, reasons, or numbered process steps (an ordered list). */
export function CardGrid({ id, heading, intro, variant = "cards", columns = 3, background, reveal = true, moreLink, cards }: BlockProps<"cardGrid">) {
  // In the first screen, the first row's pictures are in view on a wide screen: they load at once.
  const inFirstScreen = useInFirstScreen();
  return (
    <HeadedSection id={id} heading={heading} intro={intro} background={background}>
      {/* The page runs the reveal (revealLists), so this block needs no code on the page a visitor arrives on. */}
      <Grid as={variant === "steps" ? "ol" : "ul"} $columns={columns} {...(reveal && { [revealStepAttribute]: revealStep(variant) })}>
        {cards.map((card, index) => (
          <Card key={`${index}-${card.title}`} card={card} variant={variant} number={index + 1} eagerPicture={inFirstScreen && index < columns} />
        ))}
      </Grid>
      {moreLink && (
        <Box mt={7} textAlign="center">
          <ActionLink {...moreLink} variant={moreLink.variant ?? "secondary"} />
        </Box>
      )}
    </HeadedSection>
  );
}
