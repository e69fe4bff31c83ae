import type { Head } from "../app/useDocumentHead.ts";
import { jsonLdText } from "../seo/jsonLd.ts";
import { socialTags } from "../seo/socialTags.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The <head> tags of a prerendered page, matching what useDocumentHead sets in the browser. */
export function headTags({ title, description, canonical, noindex, share, structuredData = [] }: Head): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : "",
    noindex ? `<meta name="robots" content="noindex">` : "",
    ...(share ? socialTags(title, description, share) : []).map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`),
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  ]
    .filter(Boolean)
    .join("\n    ");
}

export { escapeHtml };
