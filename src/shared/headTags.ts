import type { Head } from "../app/useDocumentHead.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The <head> tags of a prerendered page, matching what useDocumentHead sets in the browser. */
export function headTags({ title, description, canonical, noindex }: Head): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : "",
    noindex ? `<meta name="robots" content="noindex">` : "",
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}

export { escapeHtml };
