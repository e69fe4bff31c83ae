/**
 * The validator's messages as the page studio shows them. `npm run validate` speaks to someone editing
 * the JSON files (property names, file paths, commands to run); the studio's people see forms, labels
 * and buttons, never the files. The rules stay the validator's, and so do most of its words: only
 * what names the file's inside, or a step the studio cannot take, is said again here in the screen's
 * words. Each pattern matches a message the validator writes (scripts/lib/schemaErrors.ts,
 * scripts/lib/validateProject.ts); tests/studio/studioWords.test.ts runs the validator for each one,
 * so a change of its wording shows there.
 */
import { inStudioWords as warningInStudioWords } from "../pageWarnings.ts";

/** The field a block's anchor id is typed in, as every block's form labels it. */
const ANCHOR_FIELD = "“Name for links to this section”";
/** What someone in the studio can do about a file in an older page format: the update is a developer's command. */
const OLDER_FORMAT = "the studio cannot update it: ask a developer to bring the pages up to date";

type Rewording = [pattern: RegExp, words: (...groups: string[]) => string];

const rewordings: Rewording[] = [
  // The form shows the field under its own label: the property's name in the file says nothing more.
  [/^missing required property "[^"]*"$/, () => "must be filled in"],
  [/^must be string$/, () => "must be text"],
  [/^must be (?:number|integer)$/, () => "must be a number"],
  [/^unknown property "([^"]*)": since version (\d+) of the page format it is called "([^"]*)" \(.*\)$/, (name, version, to) => `this page has "${name}", a field called "${to}" since version ${version} of the page format, and ${OLDER_FORMAT}`],
  [/^unknown property "([^"]*)" \(.*\)$/, (name) => `the page's file holds "${name}", which is no field the studio knows, so it cannot show or remove it: ask a developer to take it out of the file`],
  [/^missing "([^"]*)": this file is in the page format from before versions were numbered; .*$/, () => `this page is in the page format from before versions were numbered, and ${OLDER_FORMAT}`],
  [/^this file is in version (\d+) of the page format and the site is at (\d+): .*$/, (version, current) => `this page is in version ${version} of the page format and the site is at ${current}, and ${OLDER_FORMAT}`],
  [/^image "([^"]*)" does not exist: .*$/, (src) => `the picture "${src}" does not exist: choose one with “Choose picture…”, where you can also upload it`],
  [/^links to "([^"]*)" but no block on this page has "id": "([^"]*)"$/, (link, id) => `links to "${link}", but no block on this page has "${id}" as its ${ANCHOR_FIELD}`],
  [/^links to "([^"]*)" but .+ has no block with "id": "([^"]*)"$/, (link, id) => `links to "${link}", but no block of that page has "${id}" as its ${ANCHOR_FIELD}`],
  // The validator counts blocks from 0, as the file's pointers do; the studio's panels count from 1.
  [/^"id": "([^"]*)" is already used by block (\d+); .*$/, (id, block) => `"${id}" is already the ${ANCHOR_FIELD} of block ${Number(block) + 1}: give each block on a page a name of its own`],
  [/^alias "([^"]*)" repeats this file's own address; remove it$/, (alias) => `"${alias}" is this page's own address already: remove it from Other addresses`],
  [/^alias "([^"]*)" is the same address as (.*)$/, (alias, rest) => `the other address "${alias}" is the same address as ${rest}`],
  [/^this file's route "([^"]*)" is the same address as (.*)$/, (route, rest) => `this page's address "${route}" is the same address as ${rest}`],
  // A page's twin in the other language: what the editor presses, and the page settings' fields by their labels.
  [/^has no Arabic twin: write it at (\S+) .*$/, (address) => `has no Arabic twin: press “Create the Arabic twin” to write it at ${address}, or say who is translating it by when with “Add not yet in Arabic” in the page settings`],
  [/^the Arabic twin \((\S+)\) is written: remove "notYetInArabic"$/, (file) => `the Arabic twin (${file}) is written: press “Remove not yet in Arabic” in the page settings`],
  [/^(.*): twins differ only in their words, unless "differsFromEnglish" says why$/, (difference) => `${difference}: twins differ only in their words, unless the page settings' “Differs from the English page on purpose” says why`],
  [/^the file's name gives it the address "([^"]*)", which links cannot hold: .*, for example (\S+)$/, (route, name) => `this page's file name gives it the address "${route}", which links cannot hold: ask a developer to rename the file (for example to ${name})`],
];

/** A message of the validator's, as the studio shows it. */
export function studioMessage(message: string): string {
  for (const [pattern, words] of rewordings) {
    const match = pattern.exec(message);
    if (match) return words(...match.slice(1));
  }
  return warningInStudioWords(message);
}
