/**
 * Why a link value was refused, for the values where "use a page, an anchor, https:…" alone would leave
 * an editor guessing: a stray space, an invisible character, a scheme that runs code, an address that
 * leaves the site without saying so. The schema's `link` definition (schemas/defs.schema.json) is the
 * rule; this only explains it, and reads what it allows from there.
 */
import { linkDefinition, linkPattern } from "./schemas.ts";

const schemeOf = (value: string) => /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1];

const link = linkDefinition();
const rule = linkPattern();
/** The schemes a link may use: those of the definition's examples (a test holds them to the pattern). */
const allowedSchemes = new Set(link.examples.map(schemeOf).filter((scheme) => scheme !== undefined));
const phoneExample = link.examples.find((example) => schemeOf(example) === "tel");

/** Characters nobody can see in an editor, which browsers drop or keep unpredictably inside an address. */
const invisible = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

/** A host and port typed without "https://" ("localhost:3000/x", "www.example.com:8080"), which reads as a scheme. */
const hostAndPort = /^(?:localhost|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+):\d+(?:[/?#]|$)/;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

export function whyNotALink(value: string): string | undefined {
  // Before spaces: JavaScript counts some invisible characters (U+FEFF) as spaces.
  const hidden = invisible.exec(value)?.[0];
  if (hidden) return `it holds an invisible character (${codePoint(hidden)}): type the link again`;
  if (/^\s|\s$/u.test(value)) return "it starts or ends with a space: remove it";
  if (/[\t\r\n]/.test(value)) return "it holds a tab or a line break, which browsers remove, so the link would go somewhere else than it reads";
  if (/^\/\//.test(value)) return `an address starting with "//" leaves the site: write it in full, "https:${value}"`;
  if (value.includes("\\")) return 'browsers read "\\" as "/", so this could lead to another site: use "/"';
  if (hostAndPort.test(value)) return `a web address starts with "https://": write "https://${value}"`;
  const scheme = schemeOf(value);
  if (scheme && allowedSchemes.has(scheme.toLowerCase()) && scheme !== scheme.toLowerCase()) {
    return `write "${scheme.toLowerCase()}:" in small letters`;
  }
  if (scheme && !allowedSchemes.has(scheme.toLowerCase())) {
    return `"${scheme.toLowerCase()}:" links can run code or open something other than a web page, so they are never allowed`;
  }
  // A phone number may hold spaces, so it gets its own explanation rather than "write %20".
  if (scheme === "tel") return `a phone number holds only digits, spaces, "(", ")" and "-", with "+" first if it has one, like "${phoneExample}"`;
  if (/\s/u.test(value) && rule.test(value.replace(/\s/gu, "%20"))) return "it holds a space: write %20 instead, or remove it";
  if (/\s/u.test(value)) return "it holds a space: remove it";
  const host = /^https?:\/\/([^/?#]*)/.exec(value)?.[1];
  if (host?.includes("@")) return `the part before "@" hides where the link really goes (${host.slice(host.lastIndexOf("@") + 1)}): remove it`;
  return undefined;
}
