import { useId } from "react";
import type { BlockProps } from "../types.ts";
import { Box, Container } from "../../ui/primitives.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Eyebrow } from "../../ui/Eyebrow.ts";
import { ThemeSwitch } from "../../theme/ThemeSwitch.tsx";
import { imageAttributes } from "../../ui/imageAttributes.ts";
import { Actions, HeroCopy, HeroGrid, HeroPicture, HeroSection } from "./heroStyles.ts";

/**
 * The opening banner: eyebrow, the page's only h1, a sentence, up to three buttons and a picture.
 * The picture is the page's largest early paint, so it loads eagerly and with high priority.
 */
export function Hero({ id, eyebrow, heading, intro, actions = [], image, themeSwitch = false, variant = "brand" }: BlockProps<"hero">) {
  const headingId = useId();
  const centered = variant === "centered";
  const inverse = variant !== "light";
  const picture = image && (
    <HeroPicture {...imageAttributes(image)} loading="eager" fetchPriority="high" decoding="async" centered={centered} />
  );

  return (
    <HeroSection id={id} variant={variant} aria-labelledby={headingId}>
      <Container>
        <HeroGrid twoColumns={Boolean(image) && !centered}>
          <HeroCopy centered={centered}>
            {themeSwitch && (
              <Box mb={5}>
                <ThemeSwitch />
              </Box>
            )}
            {eyebrow && <Eyebrow inverse={inverse}>{eyebrow}</Eyebrow>}
            <Box as="h1" id={headingId} fontSize={[7, 8, null, 9]} fontWeight="bold" letterSpacing="-0.02em">
              {heading}
            </Box>
            {intro && (
              <Box as="p" fontSize={[3, 4]} mb={0} css={{ opacity: inverse ? 0.92 : 1 }} color={inverse ? undefined : "muted"}>
                {intro}
              </Box>
            )}
            {actions.length > 0 && (
              <Actions centered={centered}>
                {actions.map((action, index) => (
                  <ActionLink key={`${index}-${action.label}`} {...action} inverse={inverse} />
                ))}
              </Actions>
            )}
          </HeroCopy>
          {!centered && picture}
        </HeroGrid>
        {centered && picture}
      </Container>
    </HeroSection>
  );
}
