/**
 * Arbitrary text as a hostile or merely unusual visitor sends it, for the property tests: built from
 * pieces that have broken text handling somewhere (control characters, bidirectional overrides, markup,
 * mail headers and SMTP commands, formulas, SQL) mixed with any Unicode character. `storableText` is
 * what the enquiry rules accept as text; `anyText` adds NUL and halves of surrogate pairs, which they refuse.
 */
import fc from "fast-check";

/** Single characters with a history: C0 and C1 controls, line and paragraph separators, invisible and bidi marks. */
const troubleCharacters = [
  "\u0007", "\b", "\t", "\n", "\v", "\f", "\r", "\u001b", "\u007f", "\u0085", "\u00a0", "\u00ad",
  "\u200b", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\u2028", "\u2029", "\u3000", "\ufeff", "\ufffd",
  "\u0301", "é", "ß", "ع", "ش", "漢", "\u{1F600}", "\u{1F469}\u200d\u{1F4BB}", "\u{10FFFF}",
];

/** Fragments that mean something to a browser, a mail program, a terminal, a spreadsheet or a database. */
const troubleFragments = [
  "<script>alert(1)</script>", "</td></tr></table>", "<img src=x onerror=alert(1)>", '"><b>', "'", "`", "&amp;", "&#x3C;", "&lt;", "<!--", "]]>",
  "\r\nBcc: thief@example.net", "\nTo: thief@example.net", "\r\n\r\n<html>", "\r\n.\r\n", "RCPT TO:<thief@example.net>",
  "=?utf-8?q?=0D=0ABcc:_thief@example.net?=", "=?UTF-8?B?PHNjcmlwdD4=?=", "--boundary", "%0d%0a", "\\r\\n",
  "\u001b[31mred\u001b[0m", "\u001b]0;title\u0007", "=HYPERLINK(\"http://evil.example\")", "+1+2", "@SUM(A1)",
  "'; DROP TABLE enquiries; --", "${process.env}", "{{7*7}}", "__proto__", "\\", "/", ",", ";", ":", "@", "  ",
];

const anyCodePoint = fc.string({ unit: "binary", minLength: 1, maxLength: 1 });

/** One piece of storable text: a character or fragment from the lists above, or any code point but NUL. */
export const storablePiece: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...troubleCharacters), weight: 3 },
  { arbitrary: fc.constantFrom(...troubleFragments), weight: 2 },
  { arbitrary: anyCodePoint.filter((character) => character !== "\u0000"), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 8 }), weight: 2 },
);

/** What no text can be stored or e-mailed with: NUL, and half of a surrogate pair. */
const unstorablePiece = fc.oneof(fc.constant("\u0000"), fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)));

const anyPiece = fc.oneof({ arbitrary: storablePiece, weight: 6 }, { arbitrary: unstorablePiece, weight: 1 });

/** Text the rules accept as text, of up to `maxPieces` pieces (a few hundred characters at most). */
export const storableText = (maxPieces = 8) => fc.array(storablePiece, { maxLength: maxPieces }).map((pieces) => pieces.join(""));

/** Any text at all, unstorable characters included. */
export const anyText = (maxPieces = 8) => fc.array(anyPiece, { maxLength: maxPieces }).map((pieces) => pieces.join(""));

/** A long text: one piece of text repeated to roughly `maxLength` characters or fewer (never cut inside a character). */
export const longText = (text: fc.Arbitrary<string>, maxLength: number) =>
  fc
    .tuple(text.filter((piece) => piece.length > 0), fc.integer({ min: 1, max: maxLength }))
    .map(([piece, length]) => piece.repeat(Math.max(1, Math.floor(length / piece.length))));
