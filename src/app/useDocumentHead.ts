import { useEffect } from "react";
import type { StructuredData } from "../seo/pageStructuredData.ts";
import type { ShareCard } from "../seo/socialTags.ts";
import { headElements, type HeadElement } from "../shared/headTags.ts";

export interface Head {
  title: string;
  description: string;
  canonical?: string;
  noindex?: boolean;
  /** The page's link preview (Open Graph and Twitter card tags); the 404 page has none. */
  share?: ShareCard;
  /** JSON-LD documents about the page, for search engines. */
  structuredData?: StructuredData[];
}

/** The elements this hook wrote last; undefined until it first runs on the prerendered page. */
let shown: Element[] | undefined;

// An element is known by its tag and first attribute (meta[property="og:title"], link[rel="canonical"]):
// names fixed in headElements, never page text.
const identify = ({ tag, attributes }: HeadElement) => tag + attributes.slice(0, 1).map(([name, value]) => `[${name}="${value}"]`).join("");

function createElement({ tag, attributes, text }: HeadElement): Element {
  const element = document.createElement(tag);
  for (const [name, value] of attributes) element.setAttribute(name, value);
  // textContent: a JSON-LD block is a data block, never run (the CSP's script-src does not apply).
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * Keeps the document's head in step with the page shown after client-side navigation: the elements of
 * headElements (title, description, canonical, robots, link-preview tags, structured data) are replaced
 * as a set, so nothing describing the previous page can stay behind. The prerendered HTML already has
 * the first page's; on the first run the hook takes those over instead of adding a second set, and
 * leaves them in place when they already say what it would write.
 */
export function useDocumentHead(head: Head) {
  // Compared as text: the objects are new on every render, their content only on a new page.
  const key = JSON.stringify(headElements(head));
  useEffect(() => {
    const elements = JSON.parse(key) as HeadElement[];
    const wanted = elements.map(createElement);
    if (shown === undefined) {
      shown = [...new Set(elements.flatMap((element) => [...document.head.querySelectorAll(identify(element))]))];
      // The usual first run: the server wrote exactly these, so they stay where they are, untouched.
      if (shown.length === wanted.length && shown.every((element, index) => element.isEqualNode(wanted[index]!))) return;
    }
    for (const element of shown) element.remove();
    shown = wanted.map((element) => document.head.appendChild(element));
  }, [key]);
}
