import type { StructuredData } from "./pageStructuredData.ts";
import { jsonScriptText } from "../shared/jsonScriptText.ts";
import { socialTags, type ShareCard } from "./socialTags.ts";

/** What a page's <head> says about it. */
export interface Head {
  title: string;
  description: string;
  canonical?: string;
  /** The page's address in each language it is written in (hreflang), absolute; none for a page in one language only. */
  alternates?: { hreflang: string; href: string }[];
  noindex?: boolean;
  /** The page's link preview (Open Graph and Twitter card tags); the 404 page has none. */
  share?: ShareCard;
  /** JSON-LD documents about the page, for search engines. */
  structuredData?: StructuredData[];
}

/**
 * Comments around the elements describing one page, in the prerendered HTML and in the browser alike:
 * the set is found between them and replaced whole when the visitor moves to another page, so nothing
 * describing the previous page (a robots tag, structured data) can stay behind.
 */
export const pageHeadBounds = { start: "page-head", end: "/page-head" } as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One element of a page's own <head>: its tag, its attributes in order, and its text content. */
export interface HeadElement {
  tag: "title" | "meta" | "link" | "script";
  attributes: [name: string, value: string][];
  text?: string;
}

/**
 * Everything in <head> that describes one page: title, description, canonical link, robots, link-preview
 * tags and structured data. The server writes this list into the prerendered HTML (headTags) and the
 * browser writes the same list after client-side navigation (documentHead.ts), so the two cannot differ.
 */
export function headElements({ title, description, canonical, alternates = [], noindex, share, structuredData = [] }: Head): HeadElement[] {
  return [
    { tag: "title", attributes: [], text: title },
    element("meta", ["name", "description"], ["content", description]),
    ...(canonical ? [element("link", ["rel", "canonical"], ["href", canonical])] : []),
    ...alternates.map(({ hreflang, href }) => element("link", ["rel", "alternate"], ["hreflang", hreflang], ["href", href])),
    ...(noindex ? [noindexElement] : []),
    ...(share ? socialTags(title, description, share) : []).map(({ attribute, key, content }) => element("meta", [attribute, key], ["content", content])),
    ...structuredData.map((data) => ({ ...element("script", ["type", "application/ld+json"]), text: jsonScriptText(data) })),
  ];
}

function element(tag: HeadElement["tag"], ...attributes: HeadElement["attributes"]): HeadElement {
  return { tag, attributes };
}

const noindexElement = element("meta", ["name", "robots"], ["content", "noindex"]);

function elementHtml({ tag, attributes, text }: HeadElement): string {
  const open = `<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("")}>`;
  if (text === undefined) return open;
  // A JSON-LD block is raw text that jsonScriptText already made safe; a title is HTML text.
  return `${open}${tag === "script" ? text : escapeHtml(text)}</${tag}>`;
}

/** The <head> tags of a prerendered page: headElements as HTML, between the pageHeadBounds comments. */
export function headTags(head: Head): string {
  return [`<!--${pageHeadBounds.start}-->`, ...headElements(head).map(elementHtml), `<!--${pageHeadBounds.end}-->`].join("\n    ");
}

/**
 * A prerendered page with noindex added to its own head elements, where a client-side navigation
 * removes it with the rest (the server's search results).
 */
export function withNoindex(html: string): string {
  const end = `<!--${pageHeadBounds.end}-->`;
  if (!html.includes(end)) throw new Error("the page has no head elements of its own to add noindex to");
  return html.replace(end, () => `${elementHtml(noindexElement)}\n    ${end}`);
}

export { escapeHtml };
