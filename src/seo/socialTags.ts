import type { SharedImage } from "./shareImage.ts";

/** What a link preview (Facebook, LinkedIn, X, chat apps) shows of a page, besides its title and description. */
export interface ShareCard {
  /** 'article' for a blog article, 'website' for every other page. */
  type: "website" | "article";
  siteName: string;
  /** The page's canonical address. */
  url: string;
  locale: string;
  /** The locale of the same page in the other language, when it is written in both. */
  alternateLocale?: string;
  image?: SharedImage;
  /** An article's publication day (YYYY-MM-DD). */
  published?: string;
}

/** One <meta> tag: Open Graph names go in `property`, Twitter's in `name`, as each network reads them. */
export interface MetaTag {
  attribute: "property" | "name";
  key: string;
  content: string;
}

/**
 * The Open Graph and Twitter card tags of a page, in order. The server writes them into the
 * prerendered HTML (crawlers run no JavaScript) and the browser rewrites them after client-side
 * navigation, both from this one list.
 */
export function socialTags(title: string, description: string, card: ShareCard): MetaTag[] {
  const og = (key: string, content: string | number | undefined): MetaTag[] =>
    content === undefined ? [] : [{ attribute: "property", key: `og:${key}`, content: String(content) }];
  const twitter = (key: string, content: string | undefined): MetaTag[] =>
    content === undefined ? [] : [{ attribute: "name", key: `twitter:${key}`, content }];
  const { image } = card;
  return [
    ...og("type", card.type),
    ...og("site_name", card.siteName),
    ...og("title", title),
    ...og("description", description),
    ...og("url", card.url),
    ...og("locale", card.locale),
    ...og("locale:alternate", card.alternateLocale),
    ...og("image", image?.url),
    ...og("image:width", image?.width),
    ...og("image:height", image?.height),
    ...og("image:alt", image?.alt),
    ...(card.published ? [{ attribute: "property" as const, key: "article:published_time", content: card.published }] : []),
    // A large picture above the title when there is one; the small card otherwise.
    ...twitter("card", image ? "summary_large_image" : "summary"),
    ...twitter("title", title),
    ...twitter("description", description),
    ...twitter("image", image?.url),
    ...twitter("image:alt", image?.alt),
  ];
}
