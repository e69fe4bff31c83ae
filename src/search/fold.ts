/**
 * How the site search compares words, the one rule the build's index, the server's /search and the
 * browser's popup all apply (through searchIndex.ts): the query and the page's text are folded alike at
 * the moment they are compared, so the index keeps only the text as written, which its snippets show.
 *
 * Folded, a word is in lower case, without accents ("Café" is "cafe"), and written in Arabic the way
 * people type it when they do not bother: without vowel marks (تعلّم, تَعَلَّمَ and تعلم are one word) or
 * tatweel (لـ is ل), with one alef (أ إ آ ٱ are ا), taa marbuta as haa (مدرسة, مدرسه), alef maqsura as
 * yaa (مستشفى, مستشفي), the Persian and Urdu keyboards' yaa and kaaf as Arabic's, and Arabic-Indic
 * digits as ASCII ones (٢٠٢٥ is 2025). The hamza on waw and yaa (مسؤول, رئيس) stays: it is part of how a
 * word is spelt, not a variant of it.
 */

// Latin accents, once NFKD has split them from their letters; Arabic harakat (fathatan to the hamza below
// and the marks after it, U+064B-U+065F, but the hamza above, which the spelling keeps on waw and yaa) and
// the superscript alef; tatweel, which only stretches a line.
const dropped = /[\u0300-\u036f\u064b-\u0653\u0655-\u065f\u0670\u0640]/g;

/** Letters written as another, after NFKD (which splits أ into ا and a hamza above, and ﻻ into ل and ا). */
const letters: Record<string, string> = { "\u0671": "ا", "\u0629": "ه", "\u0649": "ي", "\u06cc": "ي", "\u06a9": "ك" };
const arabicIndicDigit = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Letters that carry their hamza as part of the spelling: kept whole, though NFKD would split them. */
const keptWhole = new Set(["ؤ", "ئ"]);

function foldCharacter(character: string): string {
  if (keptWhole.has(character)) return character;
  return character
    .normalize("NFKD")
    .replace(dropped, "")
    // A hamza above that NFKD split from an alef (أ) or any other letter than waw and yaa.
    .replace(/\u0654/g, "")
    // Both runs of digits start at a multiple of 16: the last hex digit is the digit's value.
    .replace(arabicIndicDigit, (digit) => String(digit.codePointAt(0)! % 16))
    .replace(/./gu, (letter) => letters[letter] ?? letter)
    .toLowerCase();
}

// Folded one character at a time, each once: a page's text repeats few distinct characters.
const foldedCharacters = new Map<string, string>();

const foldedCharacter = (character: string) => {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) foldedCharacters.set(character, (folded = foldCharacter(character)));
  return folded;
};

/** The text as the search compares it. */
export function fold(text: string): string {
  let folded = "";
  for (const character of text) folded += foldedCharacter(character);
  return folded;
}

/**
 * The folded text and, for each of its UTF-16 units, where in `text` the character it came from
 * starts, so that a match found in the folded text is shown in the text as written.
 */
export function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = "";
  const origins: number[] = [];
  let at = 0;
  for (const character of text) {
    const piece = foldedCharacter(character);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit++) origins.push(at);
    at += character.length;
  }
  return { folded, origins };
}
