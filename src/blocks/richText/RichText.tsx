import styled from "@emotion/styled";
import { useId } from "react";
import type { Image, RichTextElement, SectionBackground } from "../../generated/page.ts";
import type { BlockProps } from "../types.ts";
import { Container, Section } from "../primitives.ts";
import { imageAttributes } from "../../ui/imageAttributes.ts";
import { sectionBackgroundStyles } from "../shared/sectionBackground.ts";
import { Inline } from "./Inline.tsx";
import { pictureLoading, useInFirstScreen } from "../inFirstScreen.ts";

/** Reading typography for everything inside the block. */
const Prose = styled("div")(({ theme }) => ({
  fontSize: theme.fontSizes[2],
  [theme.mq.md]: { fontSize: theme.fontSizes[3] },
  "& h2": { fontSize: theme.fontSizes[6], letterSpacing: "-0.01em" },
  "& h3": { fontSize: theme.fontSizes[4], marginBottom: theme.space[3] },
  // Space above a heading only when something comes before it (sibling selectors, not :first-child,
  // which emotion's server rendering cannot guarantee).
  "& > * + h2": { marginTop: theme.space[7] },
  "& > * + h3": { marginTop: theme.space[6] },
  "& p, & li": { color: theme.colors.text },
  "& ul, & ol": { margin: `0 0 ${theme.space[5]}px`, paddingInlineStart: theme.space[5] },
  "& li + li": { marginTop: theme.space[2] },
  "& li::marker": { color: theme.colors.primary, fontWeight: theme.fontWeights.semibold },
  "& a": { fontWeight: theme.fontWeights.medium, textUnderlineOffset: 3, textDecorationThickness: 1 },
  "& a:hover": { color: theme.colors.primaryDark, textDecorationThickness: 2 },
  "& blockquote": {
    margin: `${theme.space[6]}px 0`,
    padding: `${theme.space[4]}px ${theme.space[5]}px`,
    borderInlineStart: `4px solid ${theme.colors.primary}`,
    borderStartEndRadius: theme.radii.md,
    borderEndEndRadius: theme.radii.md,
    background: theme.colors.surface,
    fontSize: "1.15em",
    fontStyle: "italic",
  },
  "& blockquote p": { margin: 0 },
}));

/** One element of the text, chosen by its only key. `id` names a heading, for the section to be labelled by it. */
function RichElement({ element, id }: { element: RichTextElement; id?: string }) {
  if ("h2" in element) return <h2 id={id}>{element.h2}</h2>;
  if ("h3" in element) return <h3>{element.h3}</h3>;
  if ("p" in element) return <p><Inline value={element.p} /></p>;
  if ("quote" in element) return <blockquote><p>{element.quote}</p></blockquote>;
  const List = "ul" in element ? "ul" : "ol";
  const entries = "ul" in element ? element.ul : element.ol;
  return (
    <List>
      {entries.map((entry, index) => (
        <li key={index}><Inline value={entry} /></li>
      ))}
    </List>
  );
}

/** Text beside its picture from 992 px, the picture on the chosen side; one column, text first, below that. */
const WithPicture = styled("div")<{ $pictureFirst: boolean }>(({ theme, $pictureFirst }) => ({
  display: "grid",
  gap: theme.space[6],
  alignItems: "center",
  [theme.mq.lg]: {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: theme.space[8],
    "& > img": { order: $pictureFirst ? -1 : 0 },
  },
}));

const Picture = styled("img")(({ theme }) => ({ width: "100%", borderRadius: theme.radii.lg }));

/**
 * An article is several text sections in a row; without this, each would add a full section's padding
 * above the next one's heading and the text would fall apart into islands. A plain text section that
 * follows another continues it, with the heading's own margin as the only gap.
 */
const textFlow = (image: Image | undefined, background: SectionBackground = "plain") => (image || background !== "plain" ? {} : { "data-flow": "text" });
const flowsOn = { '[data-flow="text"] + &[data-flow="text"]': { paddingTop: 0 } };

/**
 * Running text (articles, policies, introductions): headings, paragraphs, lists and quotes, and
 * optionally a picture beside it. The text comes first in the page's order either way, so a screen
 * reader meets the heading before the picture.
 */
export function RichText({ id, width = "narrow", background, image, imageSide = "right", content }: BlockProps<"richText">) {
  // A text that opens with a heading is a region of the page named by it, like the other blocks' sections.
  const headingId = useId();
  const inFirstScreen = useInFirstScreen();
  const named = content[0] !== undefined && "h2" in content[0];
  const prose = (
    <Prose>
      {content.map((element, index) => (
        <RichElement key={index} element={element} id={index === 0 && named ? headingId : undefined} />
      ))}
    </Prose>
  );
  return (
    <Section id={id} aria-labelledby={named ? headingId : undefined} {...textFlow(image, background)} css={[sectionBackgroundStyles(background), flowsOn]}>
      <Container $narrow={!image && width === "narrow"}>
        {image ? (
          <WithPicture $pictureFirst={imageSide === "left"}>
            {prose}
            <Picture {...imageAttributes(image)} {...pictureLoading(inFirstScreen)} />
          </WithPicture>
        ) : (
          prose
        )}
      </Container>
    </Section>
  );
}
