import { pictureUrl } from "../studioBase.ts";

/**
 * The page as the preview frame draws it: every picture (`{ "src": "/images/…" }`) where the studio
 * shows it (studioBase.ts pictureUrl: on the live site, the drafts' copy, so a picture just uploaded
 * is drawn before it is published). Everything else is the page as the form holds it.
 */
export function withDrawnPictures(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDrawnPictures);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === "src" && typeof inner === "string" ? pictureUrl(inner) : withDrawnPictures(inner)]));
}
