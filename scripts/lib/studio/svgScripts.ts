/**
 * Whether an SVG file could run code. A picture in an <img> never runs its scripts, but the same file
 * opened on its own (a link to it, "open image in new tab") is a document on the site's origin, so a
 * picture the studio stores may hold none of: <script>, event attributes (onload=…), javascript:
 * addresses, <foreignObject> (which embeds HTML).
 */

/** Numeric character references decoded ("&#106;avascript:" is javascript:), so spelling cannot hide a scheme. */
const decodeReferences = (text: string) =>
  text
    .replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_, code: string) => {
      const point = code[0]!.toLowerCase() === "x" ? parseInt(code.slice(1), 16) : Number(code);
      return point <= 0x10ffff ? String.fromCodePoint(point) : "";
    })
    .replace(/&(tab|newline);/gi, " ");

const dangers: { pattern: RegExp; what: string }[] = [
  { pattern: /<script[\s/>]/i, what: "a <script>" },
  { pattern: /<foreignObject[\s/>]/i, what: "a <foreignObject> (HTML inside the picture)" },
  { pattern: /<[^<>]*[\s"'/]on[a-z]+\s*=/i, what: "an event attribute (such as onload=…)" },
  // Browsers ignore tabs and line breaks inside a scheme: "java\tscript:" still runs.
  { pattern: /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i, what: "a javascript: address" },
];

/** What the SVG holds that could run, in words; undefined when it holds nothing of the kind. */
export function svgScriptFound(svg: string): string | undefined {
  const text = decodeReferences(svg);
  return dangers.find(({ pattern }) => pattern.test(text))?.what;
}
