/** Where a sign-in lands when it did not say, or said somewhere it may not go. */
export const studioHome = "/studio/";

// A base no request can carry, to resolve the path against: if the result still has this origin, the
// value was a path and not an address elsewhere ("//evil.example", "https:evil.example").
const base = new URL("https://studio.invalid");

/**
 * The page under /studio/ to return to after signing in, from the start route's `?return=`, or
 * /studio/ when the value is anything else: only a path inside the studio, so the sign-in cannot be
 * used to send someone to another site (an open redirect) or to another part of this one.
 * "/studio/../admin" is refused because it resolves outside; backslashes and control characters are
 * refused outright, as browsers read "/\evil.example" as "//evil.example".
 */
export function studioReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(value)) return studioHome;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return studioHome;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(studioHome)) return studioHome;
  return url.pathname + url.search;
}
