import type { Card as CardData } from "../../generated/page.ts";
import { Icon } from "../../ui/Icon.tsx";
import { toneColors } from "../../theme/theme.ts";
import { CardBody, CardImage, CardItem, IconTile, StepNumber, type CardVariant } from "./cardStyles.ts";
import { CardLinkFoot } from "./CardLinkFoot.tsx";
import { imageAttributes } from "../../ui/imageAttributes.ts";
import { pictureLoading } from "../inFirstScreen.ts";

type Props = { card: CardData; variant: CardVariant; number: number; eagerPicture: boolean };

/**
 * One card. What sits above the title depends on the variant: 'cards' a picture (or else an icon),
 * 'icons' a coloured icon, 'steps' the step's number, 'plain' nothing (the tone colours its edge).
 */
export function Card({ card, variant, number, eagerPicture }: Props) {
  // A class, not a style attribute: the Content-Security-Policy allows no inline style attributes.
  const tone = { "--tone": toneColors[card.tone ?? "primary"] };

  return (
    <CardItem $variant={variant} css={tone}>
      {variant === "cards" && card.image && <CardImage {...imageAttributes(card.image)} {...pictureLoading(eagerPicture)} />}
      <CardBody $padded={variant === "cards"}>
        {variant === "steps" && <StepNumber aria-hidden="true">{number}</StepNumber>}
        {(variant === "icons" || (variant === "cards" && !card.image)) && card.icon && (
          <IconTile $size={variant === "icons" ? 56 : 48}>
            <Icon name={card.icon} size={variant === "icons" ? 28 : 24} />
          </IconTile>
        )}
        <h3>
          {variant === "steps" && card.icon && (
            <span css={{ color: "var(--tone)", marginInlineEnd: 8, verticalAlign: "-3px" }}>
              <Icon name={card.icon} size={20} />
            </span>
          )}
          {card.title}
        </h3>
        {card.description && <p>{card.description}</p>}
        {card.link && <CardLinkFoot link={card.link} cardTitle={card.title} />}
      </CardBody>
    </CardItem>
  );
}
