/**
 * `npm run new-page`: a new page file from a template, at the path its address asks for. It refuses
 * an address that any page already answers to, in whatever letter case, and it checks that what it
 * wrote passes validation, so the template can never drift out of step with the schemas.
 *
 * On a site with Arabic pages, a new English page says it is not yet in Arabic, due a month from the
 * day it is made (`notYetInArabic`), so that the site stays valid until its twin is written. A new
 * Arabic page is no template but that twin (newArabicTwinFile).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { routeForPageFile, routeKey, twinSourceOf } from "../../src/shared/routes.ts";
import { languageOf, twinAddress } from "../../src/shared/language.ts";
import { arabicTwinOf, writeArabicTwin } from "./arabicTwin.ts";
import { parseJsonSource } from "./jsonSource.ts";
import { arabicLinkOf } from "./twins.ts";
import { root, slashedPath } from "./paths.ts";
import { newPageTitle } from "./pageTitle.ts";
import { addressPattern, currentSchemaVersion, schemaReference, schemasBeside } from "./schemas.ts";
import { validateProject } from "./validateProject.ts";

export class NewPageError extends Error {}

/** How long a new English page has to get its Arabic twin, by its `notYetInArabic` due date. */
const TRANSLATION_DAYS = 30;

/** What a new English page says of its Arabic twin: nobody assigned yet, due `until` (a month from today unless given). */
export const notYetInArabic = (until = new Date(Date.now() + TRANSLATION_DAYS * 86_400_000).toISOString().slice(0, 10)) => ({ by: "Not assigned yet", until });

const hero = (heading: string, actions: { label: string; href: string }[]) => ({
  type: "hero",
  heading,
  intro: "Replace this with a sentence or two that say what the visitor gains here.",
  ...(actions.length ? { actions } : {}),
});
const firstSection = {
  type: "richText",
  content: [{ h2: "A first section" }, { p: "Replace this with the section's text: a sentence or two about what the visitor needs to know first." }],
};

interface NewPageOptions {
  route: string;
  pagesDir: string;
  /** How a message names a file: by default from the project root, as the validator does; the studio names a page file "pages/…" wherever its folder is. */
  nameOf?: (full: string) => string;
}

const projectName = (full: string) => slashedPath(root, full);

/** Refuses an address that is no plain path under pages/. */
function checkAddressForm(route: string) {
  // The page schema's rule for an address (its aliases'), which the home page's "/" never passes.
  if (!addressPattern().test(route)) {
    throw new NewPageError(`"${route}" is not an address for a new page: start with "/", use letters, digits, "-", "_", "." and "~", no trailing slash (for example /services/cloud-migration)`);
  }
  // The pattern lets "." through, for names like "/v1.2"; a part that is only dots would lead out of pages/.
  if (route.split("/").some((part) => /^\.+$/.test(part))) {
    throw new NewPageError(`"${route}" is not an address for a new page: a part of an address cannot be "." or ".." (for example /services/cloud-migration)`);
  }
}

/** Refuses an address no new page can have; `file` is where a page file for it goes. Returns the site's addresses (validateProject's). */
function checkNewAddress({ route, pagesDir, nameOf = projectName }: NewPageOptions, file: string): ReadonlyMap<string, string> {
  checkAddressForm(route);
  const taken = validateProject({ pagesDir }).addresses;
  const owner = taken.get(routeKey(route));
  if (owner) throw new NewPageError(`${route} is already an address of ${nameOf(join(root, owner))} (addresses ignore letter case); choose another or edit that file`);
  // The one rule that maps files to addresses decides: `/_drafts/x` would be no page at all, and
  // `/services/index` would be the file of `/services`.
  if (routeForPageFile(slashedPath(pagesDir, file)) !== route) {
    throw new NewPageError(`no page file can serve ${route}: a file named "index" or a name starting with "_" is not an address of its own`);
  }
  if (existsSync(file)) throw new NewPageError(`${nameOf(file)} already exists`);
  return taken;
}

/** The file a new page at `route` goes to: the address's path under pages/. */
const fileFor = (route: string, pagesDir: string) => join(pagesDir, ...route.slice(1).split("/")) + ".json";

/** Writes the new page's file from the template and returns it, from the project root. */
export function newPageFile(options: NewPageOptions & { title: string; companyName: string }): string {
  const { route, title, pagesDir, companyName } = options;
  const file = fileFor(route, pagesDir);
  if (!title.trim()) throw new NewPageError('give the page a title: --title "Cloud Migration"');
  const taken = checkNewAddress(options, file);
  const schema = schemaReference(file, "page.schema.json", schemasBeside(pagesDir));
  const bilingual = [...taken.keys()].some((address) => languageOf(address) === "ar");
  const contactAction = { label: "Contact Us", href: languageOf(route) === "ar" ? arabicLinkOf("/contact", new Set(taken.keys())) : "/contact" };
  const page = {
    $schema: schema,
    schemaVersion: currentSchemaVersion(),
    ...(bilingual && languageOf(route) === "en" && { notYetInArabic: notYetInArabic() }),
    meta: {
      title: newPageTitle(title, companyName),
      description: `${title}: replace this sentence with one or two that tell visitors what this page offers them.`,
    },
    // Links only to a contact page that exists (the validator rejects a link to a page that does not),
    // an Arabic page's to the Arabic one.
    blocks: taken.has("/contact")
      ? [hero(title, [contactAction]), firstSection, { type: "callToAction", heading: "Ready to talk?", intro: "Tell us what you need and we will come back to you with a clear plan.", actions: [contactAction] }]
      : [hero(title, []), firstSection],
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(page, null, 2) + "\n", { flag: "wx" });
  return slashedPath(root, file);
}

export interface NewTwin {
  /** The Arabic page written, from the project root. */
  file: string;
  /** The English page it was made from, from the project root. */
  english: string;
  /** Whether the English page changed: it no longer says it is not yet in Arabic. */
  englishChanged: boolean;
}

/**
 * Writes the Arabic page at `route` (`/ar/careers`) as the twin of its English page (`pages/careers.json`,
 * or `pages/careers/index.json`), as the studio's "Create the Arabic twin" does (arabicTwin.ts), and
 * removes the English page's `notYetInArabic`. Refused without that English page: an Arabic page is
 * its translation, as the validator says of one without it.
 */
export function newArabicTwinFile(options: NewPageOptions): NewTwin {
  const { route, pagesDir, nameOf = projectName } = options;
  checkAddressForm(route);
  const englishRoute = twinAddress(route, "en");
  // The Arabic file at the English page's path under ar/: either way of writing its path.
  const candidates = [fileFor(route, pagesDir), join(pagesDir, ...route.slice(1).split("/"), "index.json")];
  const found = candidates.flatMap((file) => {
    const twin = twinSourceOf(slashedPath(pagesDir, file));
    const english = twin?.language === "en" ? join(pagesDir, ...twin.source.split("/")) : undefined;
    return english && existsSync(english) ? [{ file, english }] : [];
  })[0];
  const file = found?.file ?? candidates[0]!;
  const taken = checkNewAddress(options, file);
  if (!found) {
    throw new NewPageError(
      `${route} has no English twin: an Arabic page is the translation of the English page at ${englishRoute}, and there is none. Make that page first (npm run new-page -- ${englishRoute} --title "…"), then its Arabic twin.`,
    );
  }
  const text = readFileSync(found.english, "utf8");
  const parsed = parseJsonSource(text);
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value) || parsed.problems.length) {
    throw new NewPageError(`${nameOf(found.english)} is not valid JSON, so no Arabic twin can be made from it: fix it first (npm run validate says where).`);
  }
  const english = { full: found.english, text, value: value as Record<string, unknown> };
  const twin = arabicTwinOf(pagesDir, english, taken.keys());
  writeArabicTwin(english, twin);
  return { file: slashedPath(root, twin.full), english: slashedPath(root, english.full), englishChanged: twin.englishText !== text };
}
