/**
 * Data as the text of a <script> data block (`application/ld+json`, `application/json`). JSON may hold
 * "</script>" in any string (a page title, say), which would end the element early and let the rest be
 * read as HTML; written as \u003c, "<" means the same to a JSON parser and can never close the tag.
 */
export function jsonScriptText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
