/**
 * Why a link value was refused, for the values where "use a page, an anchor, https:…" alone would leave
 * an editor guessing: a stray space, an invisible character, a scheme that runs code, an address that
 * leaves the site without saying so. The schema's `link` pattern (schemas/defs.schema.json) is the rule;
 * this only explains it.
 */

/** The schemes a link may use, as the pattern spells them (small letters only). */
const allowedSchemes = ["https", "http", "mailto", "tel"];

/** Characters nobody can see in an editor, which browsers drop or keep unpredictably inside an address. */
const invisible = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

export function whyNotALink(value: string): string | undefined {
  if (/^\s|\s$/u.test(value)) return "it starts or ends with a space: remove it";
  if (/[\t\r\n]/.test(value)) return "it holds a tab or a line break, which browsers remove, so the link would go somewhere else than it reads";
  const hidden = invisible.exec(value)?.[0];
  if (hidden) return `it holds an invisible character (${codePoint(hidden)}): type the link again`;
  if (/\s/u.test(value)) return "it holds a space: write %20 instead, or remove it";
  if (/^\/\//.test(value)) return `an address starting with "//" leaves the site: write it in full, "https:${value}"`;
  if (value.includes("\\")) return 'browsers read "\\" as "/", so this could lead to another site: use "/"';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1];
  if (scheme && allowedSchemes.includes(scheme.toLowerCase()) && scheme !== scheme.toLowerCase()) {
    return `write "${scheme.toLowerCase()}:" in small letters`;
  }
  if (scheme && !allowedSchemes.includes(scheme.toLowerCase())) {
    return `"${scheme.toLowerCase()}:" links can run code or open something other than a web page, so they are never allowed`;
  }
  const host = /^https?:\/\/([^/?#]*)/.exec(value)?.[1];
  if (host?.includes("@")) return `the part before "@" hides where the link really goes (${host.slice(host.lastIndexOf("@") + 1)}): remove it`;
  return undefined;
}
