import type { Inline, RichElement } from "../richText/richTextDom.ts";
import { siteDetailLabels } from "../richText/richTextDom.ts";

/** A line of rich text as words: links, bold and italics by their text, a site detail by its name. */
function inlineText(inline: Inline | undefined): string {
  const pieces = typeof inline === "string" ? [inline] : Array.isArray(inline) ? inline : [];
  return pieces
    .map((piece) => {
      if (typeof piece === "string") return piece;
      if ("text" in piece) return piece.text;
      if ("strong" in piece) return piece.strong;
      if ("em" in piece) return piece.em;
      return `{${siteDetailLabels[piece.site] ?? piece.site}}`;
    })
    .join("");
}

/** A rich text's element as one paragraph of words; a list's items one after the other. */
function elementText(element: RichElement): string {
  if ("h2" in element) return element.h2;
  if ("h3" in element) return element.h3;
  if ("quote" in element) return element.quote;
  if ("ul" in element || "ol" in element) return ("ul" in element ? element.ul : element.ol).map((item) => `• ${inlineText(item)}`).join("\n");
  return inlineText(element.p);
}

/**
 * The English twin's words at a field of an Arabic page, to translate from: read-only, labelled, and in
 * English whatever the field around it is (lang, dir), so a screen reader says it in English and the
 * line runs left to right. The field names it as part of its description (`id`).
 */
export function EnglishSource({ id, value }: { id: string; value: unknown }) {
  const paragraphs = typeof value === "string" ? [value] : Array.isArray(value) ? (value as RichElement[]).map(elementText) : [];
  return (
    <div id={id} className="english-source" lang="en" dir="ltr">
      <span className="english-source-label">English:</span>{" "}
      {paragraphs.length === 1 ? (
        paragraphs[0]
      ) : (
        paragraphs.map((text, index) => <p key={index}>{text}</p>)
      )}
    </div>
  );
}
