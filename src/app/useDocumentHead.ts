import { useEffect } from "react";
import { jsonLdText } from "../seo/jsonLd.ts";
import type { StructuredData } from "../seo/pageStructuredData.ts";
import { socialTags, type ShareCard } from "../seo/socialTags.ts";

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

/** The head elements that describe one page beyond its title: replaced as a set on every page change. */
const pageDescribing = 'meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], script[type="application/ld+json"]';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * Keeps the document's title, description, canonical link, link-preview tags and structured data in
 * step with the page shown after client-side navigation (the prerendered HTML already has them for
 * the first page). The preview tags and JSON-LD are removed and written again as a set, so nothing
 * describing the previous page can stay behind.
 */
export function useDocumentHead({ title, description, canonical, noindex = false, share, structuredData = [] }: Head) {
  // Compared as text: the objects are new on every render, their content only on a new page.
  const tags = JSON.stringify(share ? socialTags(title, description, share) : []);
  const scripts = JSON.stringify(structuredData.map(jsonLdText));
  useEffect(() => {
    document.title = title;
    upsert('meta[name="description"]', () => Object.assign(document.createElement("meta"), { name: "description" })).setAttribute("content", description);
    const link = document.head.querySelector('link[rel="canonical"]');
    if (canonical) upsert('link[rel="canonical"]', () => Object.assign(document.createElement("link"), { rel: "canonical" })).setAttribute("href", canonical);
    else link?.remove();
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noindex) upsert('meta[name="robots"]', () => Object.assign(document.createElement("meta"), { name: "robots" })).setAttribute("content", "noindex");
    else robots?.remove();

    document.head.querySelectorAll(pageDescribing).forEach((element) => element.remove());
    for (const { attribute, key, content } of JSON.parse(tags) as ReturnType<typeof socialTags>) {
      const meta = document.createElement("meta");
      meta.setAttribute(attribute, key);
      meta.setAttribute("content", content);
      document.head.append(meta);
    }
    for (const text of JSON.parse(scripts) as string[]) {
      // A data block, never run: the CSP's script-src does not apply to it.
      document.head.append(Object.assign(document.createElement("script"), { type: "application/ld+json", textContent: text }));
    }
  }, [title, description, canonical, noindex, tags, scripts]);
}
