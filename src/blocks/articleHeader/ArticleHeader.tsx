import styled from "@emotion/styled";
import { useId } from "react";
import type { BlockProps } from "../types.ts";
import { Box, Container, Section } from "../primitives.ts";
import { Eyebrow } from "../shared/Eyebrow.tsx";
import { imageAttributes } from "../../ui/imageAttributes.ts";
import { pictureLoading } from "../inFirstScreen.ts";
import { heroGridStyles, heroSectionStyles, pictureStyles } from "../hero/heroStyles.ts";
import { plural, useLanguage } from "../../words/words.ts";
import { useBlockWords } from "../../words/blockWords.ts";
import { longDate } from "./longDate.ts";

/** The block as the build delivers it: with the article's reading time (scripts/lib/deliveredPage.ts). */
type Props = BlockProps<"articleHeader"> & { readingMinutes?: number };

/** Date and reading time in one line; on the brand banner ('hero') in the banner's text colour. */
const Facts = styled("p")<{ $inverse: boolean }>(({ theme, $inverse }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: `${theme.space[1]}px ${theme.space[3]}px`,
  marginTop: theme.space[4],
  marginBottom: 0,
  color: $inverse ? theme.colors.onBrand : theme.colors.muted,
  fontSize: theme.fontSizes[1],
  "& > span + span::before": { content: '"·"', marginInlineEnd: theme.space[3] },
}));

const Picture = styled("img")(({ theme }) => ({ width: "100%", marginTop: theme.space[6], borderRadius: theme.radii.lg }));

/**
 * The top of an article: topic, title (the page's h1), lead sentence, date and reading time, picture.
 * 'standard' stacks them on the page colour; 'hero' sets them on the brand banner, picture beside the title.
 * The picture is the first thing the reader sees, so it loads at once.
 */
export function ArticleHeader({ id, eyebrow, heading, published, summary, image, variant = "standard", readingMinutes }: Props) {
  const headingId = useId();
  const words = useBlockWords();
  const language = useLanguage();
  const hero = variant === "hero";
  const picture = image && ({ ...imageAttributes(image), ...pictureLoading(true), fetchPriority: "high" } as const);

  const title = (
    <div>
      {eyebrow && <Eyebrow inverse={hero}>{eyebrow}</Eyebrow>}
      <Box as="h1" id={headingId} fontSize={[6, 7, 8]} letterSpacing="-0.02em">
        {heading}
      </Box>
      {summary && (
        <Box as="p" fontSize={[3, 4]} color={hero ? undefined : "muted"} mb={0}>
          {summary}
        </Box>
      )}
      <Facts $inverse={hero}>
        <span>
          {words.blocks.articleHeader.published} <time dateTime={published}>{longDate(published, words)}</time>
        </span>
        {readingMinutes !== undefined && <span>{plural(language, readingMinutes, words.blocks.articleHeader.readingTime)}</span>}
      </Facts>
    </div>
  );

  if (hero) {
    return (
      <section id={id} aria-labelledby={headingId} css={heroSectionStyles("brand")}>
        <Container>
          <div css={heroGridStyles(Boolean(picture))}>
            {title}
            {picture && <img {...picture} css={pictureStyles(false)} />}
          </div>
        </Container>
      </section>
    );
  }
  return (
    <Section id={id} aria-labelledby={headingId} pb={0} css={(theme) => ({ [theme.mq.lg]: { paddingBottom: 0 } })}>
      <Container $narrow>
        {title}
        {picture && <Picture {...picture} />}
      </Container>
    </Section>
  );
}
