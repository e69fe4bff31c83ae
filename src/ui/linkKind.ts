/** How a validated link value behaves in the browser. */
export type LinkKind = "internal" | "anchor" | "external" | "contact";

export function linkKind(href: string): LinkKind {
  if (href.startsWith("#")) return "anchor";
  if (href.startsWith("/")) return "internal";
  if (href.startsWith("mailto:") || href.startsWith("tel:")) return "contact";
  return "external";
}
