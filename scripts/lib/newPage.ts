/**
 * `npm run new-page`: a new page file from a template, at the path its address asks for. It refuses
 * an address that any page already answers to, in whatever letter case, and it checks that what it
 * wrote passes validation, so the template can never drift out of step with the schemas.
 *
 * On a site with Arabic pages, a new English page says it is not yet in Arabic, due a month from the
 * day it is made (`notYetInArabic`), so that the site stays valid until its twin is written.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { routeForPageFile, routeKey } from "../../src/shared/routes.ts";
import { languageOf } from "../../src/shared/language.ts";
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

/**
 * Writes the new page's file and returns it, from the project root. `nameOf` is how a message names a
 * file: by default from the project root, as the validator does; the studio names a page file
 * "pages/…" wherever its folder is.
 */
export function newPageFile(options: { route: string; title: string; pagesDir: string; companyName: string; nameOf?: (full: string) => string }): string {
  const { route, title, pagesDir, companyName } = options;
  const nameOf = options.nameOf ?? ((full: string) => slashedPath(root, full));
  // The page schema's rule for an address (its aliases'), which the home page's "/" never passes.
  if (!addressPattern().test(route)) {
    throw new NewPageError(`"${route}" is not an address for a new page: start with "/", use letters, digits, "-", "_", "." and "~", no trailing slash (for example /services/cloud-migration)`);
  }
  // The pattern lets "." through, for names like "/v1.2"; a part that is only dots would lead out of pages/.
  if (route.split("/").some((part) => /^\.+$/.test(part))) {
    throw new NewPageError(`"${route}" is not an address for a new page: a part of an address cannot be "." or ".." (for example /services/cloud-migration)`);
  }
  if (!title.trim()) throw new NewPageError('give the page a title: --title "Cloud Migration"');
  const taken = validateProject({ pagesDir }).addresses;
  const owner = taken.get(routeKey(route));
  if (owner) throw new NewPageError(`${route} is already an address of ${nameOf(join(root, owner))} (addresses ignore letter case); choose another or edit that file`);

  const file = join(pagesDir, ...route.slice(1).split("/")) + ".json";
  // The one rule that maps files to addresses decides: `/_drafts/x` would be no page at all, and
  // `/services/index` would be the file of `/services`.
  if (routeForPageFile(slashedPath(pagesDir, file)) !== route) {
    throw new NewPageError(`no page file can serve ${route}: a file named "index" or a name starting with "_" is not an address of its own`);
  }
  if (existsSync(file)) throw new NewPageError(`${nameOf(file)} already exists`);
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
