import { useId } from "react";
import type { BlockProps } from "../types.ts";
import { containerStyles } from "../../ui/layoutStyles.ts";
import { ActionLink } from "../shared/ActionLink.tsx";
import { Eyebrow } from "../shared/Eyebrow.tsx";
import { ThemeSwitch } from "../../theme/ThemeSwitch.tsx";
import { imageAttributes } from "../../ui/imageAttributes.ts";
import { pictureLoading } from "../inFirstScreen.ts";
import { actionsStyles, headingStyles, heroCopyStyles, heroGridStyles, heroSectionStyles, introStyles, pictureStyles } from "./heroStyles.ts";

/**
 * The opening banner: eyebrow, the page's only h1, a sentence, up to three buttons and a picture.
 * The picture is the page's largest early paint, so it loads eagerly and with high priority.
 */
export function Hero({ id, eyebrow, heading, intro, actions = [], image, themeSwitch = false, variant = "brand" }: BlockProps<"hero">) {
  const headingId = useId();
  const centered = variant === "centered";
  const inverse = variant !== "light";
  const picture = image && (
    <img {...imageAttributes(image)} {...pictureLoading(true)} fetchPriority="high" css={pictureStyles(centered)} />
  );

  return (
    <section id={id} aria-labelledby={headingId} css={heroSectionStyles(variant)}>
      <div css={containerStyles}>
        <div css={heroGridStyles(Boolean(image) && !centered)}>
          <div css={heroCopyStyles(centered)}>
            {themeSwitch && (
              <div css={(theme) => ({ marginBottom: theme.space[5] })}>
                <ThemeSwitch />
              </div>
            )}
            {eyebrow && <Eyebrow inverse={inverse}>{eyebrow}</Eyebrow>}
            <h1 id={headingId} css={headingStyles}>
              {heading}
            </h1>
            {intro && <p css={introStyles(inverse)}>{intro}</p>}
            {actions.length > 0 && (
              <div css={actionsStyles(centered)}>
                {actions.map((action, index) => (
                  <ActionLink key={`${index}-${action.label}`} {...action} inverse={inverse} />
                ))}
              </div>
            )}
          </div>
          {!centered && picture}
        </div>
        {centered && picture}
      </div>
    </section>
  );
}
