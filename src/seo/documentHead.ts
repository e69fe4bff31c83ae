/**
 * Writes a page's <head> in the browser after a client-side navigation. Fetched only then
 * (useDocumentHead): with the structured data and link-preview builders it needs, it stays out of the
 * first load of every page, whose head the server wrote.
 */
import { headElements, pageHeadBounds, type Head, type HeadElement } from "./headTags.ts";

export { pageHead } from "./pageHead.ts";

function createElement({ tag, attributes, text }: HeadElement): Element {
  const element = document.createElement(tag);
  for (const [name, value] of attributes) element.setAttribute(name, value);
  // textContent: a JSON-LD block is a data block, never run (the CSP's script-src does not apply).
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The comment marking one end of the page's own head elements; written at the end of <head> if missing (the dev server's page). */
function bound(text: string): Comment {
  for (const node of document.head.childNodes) {
    if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === text) return node as Comment;
  }
  return document.head.appendChild(document.createComment(text));
}

/**
 * Replaces the elements describing the previous page (title, description, canonical, robots, link
 * preview, structured data: headElements, between the pageHeadBounds comments) as a set, and leaves
 * them in place when they already say what it would write.
 */
export function showHead(head: Head): void {
  const start = bound(pageHeadBounds.start);
  const end = bound(pageHeadBounds.end);
  const shown: Element[] = [];
  for (let node = start.nextSibling; node && node !== end; node = node.nextSibling) if (node instanceof Element) shown.push(node);
  const wanted = headElements(head).map(createElement);
  if (shown.length === wanted.length && shown.every((element, index) => element.isEqualNode(wanted[index]!))) return;
  for (const element of shown) element.remove();
  end.before(...wanted);
}
