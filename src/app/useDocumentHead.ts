import { useEffect } from "react";

export interface Head {
  title: string;
  description: string;
  canonical?: string;
  noindex?: boolean;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * Keeps the document's title, description and canonical link in step with the page shown after
 * client-side navigation (the prerendered HTML already has them for the first page).
 */
export function useDocumentHead({ title, description, canonical, noindex = false }: Head) {
  useEffect(() => {
    document.title = title;
    upsert('meta[name="description"]', () => Object.assign(document.createElement("meta"), { name: "description" })).setAttribute("content", description);
    const link = document.head.querySelector('link[rel="canonical"]');
    if (canonical) upsert('link[rel="canonical"]', () => Object.assign(document.createElement("link"), { rel: "canonical" })).setAttribute("href", canonical);
    else link?.remove();
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noindex) upsert('meta[name="robots"]', () => Object.assign(document.createElement("meta"), { name: "robots" })).setAttribute("content", "noindex");
    else robots?.remove();
  }, [title, description, canonical, noindex]);
}
