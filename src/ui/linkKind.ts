/** How a validated link value behaves in the browser. */
export type LinkKind = "internal" | "file" | "anchor" | "external" | "contact";

/** A file the site ships (`/downloads/guide.pdf`): its last path segment has an extension. */
const fileExtension = (href: string) => /^\/[^?#]*\/?[^/?#]+\.([A-Za-z0-9]+)(?:[?#]|$)/.exec(href)?.[1];

export function linkKind(href: string): LinkKind {
  if (href.startsWith("#")) return "anchor";
  if (href.startsWith("/")) return fileExtension(href) ? "file" : "internal";
  if (href.startsWith("mailto:") || href.startsWith("tel:")) return "contact";
  return "external";
}

/** Marks a link that loads its page from the server, as without JavaScript (layout/PageUnavailable.tsx's "Try again"). */
export const fullLoadAttribute = "data-full-load";

/** The kind of file a link downloads, as visitors know it ('PDF'), or undefined for a page. */
export const fileType = (href: string) => fileExtension(href)?.toUpperCase();
