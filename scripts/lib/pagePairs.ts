/**
 * The validator's checks of each page and its twin in the other language, once the site has Arabic
 * pages (pages/ar/): every English page has its Arabic twin at the same path, or says who is
 * translating it by when (`notYetInArabic`); every Arabic page is the twin of an English one; the two
 * have the same blocks in the same order with the same values but their words (a link to an English
 * page leads to its twin), unless the Arabic page says why it differs (`differsFromEnglish`); and each
 * Arabic text is written, in Arabic. Which values are words is the schema's to say (src/shared/textPlaces.ts).
 */
import { addressInOtherLanguage, languageOf, twinAddress } from "../../src/shared/language.ts";
import { routeKey } from "../../src/shared/routes.ts";
import { isTextSchema, linkPlaces, ownToEachLanguage, textPlaces } from "../../src/shared/textPlaces.ts";
import { schemaFor, valueAt, type JsonPath, type Schema } from "../../src/shared/schemaWalk.ts";
import { arabicTextProblem } from "../../src/shared/arabicText.ts";
import { toPointer } from "../../src/shared/jsonPointer.ts";
import { arabicLinkOf } from "./twins.ts";
import { linkKind } from "../../src/ui/linkKind.ts";
import { isObject } from "../../src/shared/isObject.ts";

export interface PairedPage {
  /** Path relative to the project root: how messages name the file. */
  file: string;
  route: string;
  value: unknown;
  /** Whether the page passed its schema: only such pages are checked and compared; the others still count as twins. */
  valid: boolean;
}

export type PairReport<F> = (page: F, pointer: string, message: string, severity: "error" | "warning") => void;

const shown = (value: unknown) => JSON.stringify(value);

/**
 * Checks every pair among `pages` (every page file, with `schema` the page schema bundled); `today`
 * (year-month-day) is when a due date has passed. With `only`, the checks of that one page alone
 * (the studio's check of the page open in it), against the others all the same.
 */
export function checkPagePairs<F extends PairedPage>(pages: readonly F[], schema: Schema, today: string, report: PairReport<F>, only?: F) {
  const byRoute = new Map(pages.map((page) => [routeKey(page.route), page]));
  const known = new Set(byRoute.keys());

  for (const page of (only ? [only] : pages).filter((page) => page.valid)) {
    const arabic = languageOf(page.route) === "ar";
    const twin = byRoute.get(routeKey(addressInOtherLanguage(page.route)));
    if (arabic) {
      if (!twin) report(page, "", `has no English twin: an Arabic page is the translation of the English page at ${twinAddress(page.route, "en")}, and there is none`, "error");
      // One walk over the pair checks the Arabic page's words and links on the way; alone, they have a walk of their own.
      if (twin?.valid && typeof (page.value as { differsFromEnglish?: unknown }).differsFromEnglish !== "string") compareTwins(twin, page, schema, known, report);
      else checkArabicWords(page, schema, known, report);
      continue;
    }
    const pending = (page.value as { notYetInArabic?: { by: string; until: string } }).notYetInArabic;
    if (twin && pending) report(page, "/notYetInArabic", `the Arabic twin (${twin.file}) is written: remove "notYetInArabic"`, "warning");
    else if (!twin && !pending) report(page, "", `has no Arabic twin: write it at ${twinAddress(page.route, "ar")} (pages/ar/ at this file's path), or say who is translating it by when in "notYetInArabic"`, "error");
    else if (!twin && pending && pending.until < today) report(page, "/notYetInArabic/until", `the Arabic page was due on ${pending.until} (${pending.by}): write it, or give a new date`, "warning");
  }
}

/** Each text written in Arabic: a problem of the text at `path`, if any. */
function checkArabicText<F extends PairedPage>(page: F, path: JsonPath, text: string, report: PairReport<F>) {
  const problem = arabicTextProblem(text);
  if (problem) report(page, toPointer(path), problem.message, problem.severity);
}

/** A link to an English page that has a twin leads to the twin: whether the link at `path` does. */
function checkArabicLink<F extends PairedPage>(page: F, path: JsonPath, href: string, known: ReadonlySet<string>, report: PairReport<F>): boolean {
  const twin = arabicLinkOf(href, known);
  if (twin !== href) report(page, toPointer(path), `links to "${href}", an English page: link to "${twin}"`, "error");
  return twin === href;
}

/** An Arabic page's own words and links, on their own (a page with no twin to compare with, or one that differs on purpose). */
function checkArabicWords<F extends PairedPage>(page: F, schema: Schema, known: ReadonlySet<string>, report: PairReport<F>) {
  for (const path of textPlaces(page.value, schema, schema)) checkArabicText(page, path, valueAt(page.value, path) as string, report);
  for (const path of linkPlaces(page.value, schema, schema)) checkArabicLink(page, path, valueAt(page.value, path) as string, known, report);
}

/**
 * The Arabic page against its English twin: the same places, lists of the same length (the same blocks
 * in the same order), the same values but words; a link the same, or the Arabic twin of the English one.
 * Differences are reported on the Arabic page, where they are put right.
 */
function compareTwins<F extends PairedPage>(english: F, arabic: F, schema: Schema, known: ReadonlySet<string>, report: PairReport<F>) {
  const twin = `its English twin ${english.file}`;
  const differs = (path: JsonPath, message: string) => report(arabic, toPointer(path), `${message}: twins differ only in their words, unless "differsFromEnglish" says why`, "error");
  const walk = (inEnglish: unknown, inArabic: unknown, own: unknown, path: JsonPath) => {
    if (isObject(inEnglish) && isObject(inArabic) && typeof inEnglish.type === "string" && inArabic.type !== inEnglish.type) {
      return differs([...path, "type"], `is a ${shown(inArabic.type)} block but ${twin} has a ${shown(inEnglish.type)} block here`);
    }
    const at = schemaFor(own, inEnglish, schema);
    if (Array.isArray(inEnglish)) {
      if (!Array.isArray(inArabic)) return differs(path, `is not a list, as in ${twin}`);
      if (inArabic.length !== inEnglish.length) {
        const what = path.length === 1 && path[0] === "blocks" ? "blocks" : "items";
        differs(path, `has ${inArabic.length} ${what} but ${twin} has ${inEnglish.length}`);
      }
      inEnglish.slice(0, inArabic.length).forEach((item, index) => walk(item, inArabic[index], at.items, [...path, index]));
    } else if (isObject(inEnglish)) {
      if (!isObject(inArabic)) return differs(path, `is not an object, as in ${twin}`);
      const properties = isObject(at.properties) ? at.properties : {};
      const schemaOf = (key: string) => properties[key] ?? at.additionalProperties;
      for (const key of Object.keys(inEnglish)) {
        if (ownToEachLanguage(schemaOf(key), schema)) continue;
        if (!(key in inArabic)) differs(path, `has no "${key}", which ${twin} has here`);
        else walk(inEnglish[key], inArabic[key], schemaOf(key), [...path, key]);
      }
      for (const key of Object.keys(inArabic)) {
        if (!(key in inEnglish) && !ownToEachLanguage(schemaOf(key), schema)) differs([...path, key], `${twin} has no "${key}" here`);
      }
    } else if (typeof inEnglish === "string" && typeof inArabic === "string" && isTextSchema(at)) {
      checkArabicText(arabic, path, inArabic, report);
    } else if (typeof inEnglish === "string" && at["x-link"] === true && typeof inArabic === "string") {
      // The same link, or the same address in Arabic (whether that page exists is the link checks' to say).
      const same = inArabic === inEnglish || (linkKind(inEnglish) === "internal" && inArabic === twinAddress(inEnglish, "ar"));
      if (checkArabicLink(arabic, path, inArabic, known, report) && !same) differs(path, `links to ${shown(inArabic)} but ${twin} links to ${shown(inEnglish)}`);
    } else if (inArabic !== inEnglish) {
      differs(path, `is ${shown(inArabic)} but ${twin} has ${shown(inEnglish)}`);
    }
  };
  walk(english.value, arabic.value, schema, []);
}
