/**
 * What hurts a page without breaking it: the validator reports these as warnings, which fail only
 * with `--strict`. Each names the value at fault and what to do about it.
 */
import { twinAddress } from "../../src/shared/language.ts";
import type { Page } from "../../src/generated/page.ts";
import { isSearchPage } from "../../src/search/searchPage.ts";
import { routeKey, splitLink } from "../../src/shared/routes.ts";
import { valueAt, type JsonSource } from "./jsonSource.ts";
import { TITLE_MAX } from "./pageTitle.ts";
import type { Collected } from "./schemas.ts";

export { TITLE_MAX };

/** Search results show descriptions of this length (and about TITLE_MAX characters of a title). */
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

export interface CheckedFile {
  json: JsonSource;
  /** The page's route, or null for the site file. */
  route: string | null;
  collected: Collected;
}

type Warn<F> = (file: F, pointer: string, message: string) => void;

/**
 * What a warning tells a person to change, in the words of where they change it: someone editing the
 * JSON files reads file and property names; someone in the page studio never sees those, and reads
 * the names its screens show. One rule, its two wordings side by side: the warnings are written with
 * the files' words, and `inStudioWords` gives the studio's.
 */
const wordings = {
  menu: { files: "the menu in pages/_site.json", studio: "the header menu (Site-wide data › Header menu)" },
  enquiries: { files: 'Add "endpoint": "/api/enquiries"', studio: "Fill in “Send enquiries to” with /api/enquiries" },
} as const;

/** A warning of this file as the page studio shows it. */
export function inStudioWords(message: string): string {
  return Object.values(wordings).reduce((text, wording) => text.replace(wording.files, wording.studio), message);
}

/** Warnings for each page file on its own: meta lengths, a contact form that sends nowhere, pictures without alt text. */
function checkPage<F extends CheckedFile>(file: F, warn: Warn<F>) {
  const { meta } = file.json.value as Page;
  if (meta.title.length > TITLE_MAX) {
    warn(file, "/meta/title", `the title is ${meta.title.length} characters; search results cut it after about ${TITLE_MAX}, so put what matters first and shorten it`);
  }
  const { length } = meta.description;
  if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
    warn(file, "/meta/description", `the description is ${length} characters; search results show ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}, so say in a sentence or two what the page offers`);
  }
  (file.json.value as Page).blocks.forEach((block, index) => {
    // The form still confirms on screen without an endpoint, so an editor would never notice the loss.
    if (block.type === "contactForm" && !block.endpoint) {
      warn(file, `/blocks/${index}`, `the contact form sends enquiries nowhere: it thanks the visitor but nothing reaches the company. ${wordings.enquiries.files}`);
    }
    if (block.type === "cardGrid") unshownCardParts(block, `/blocks/${index}`, (pointer, message) => warn(file, pointer, message));
  });
  for (const { pointer } of file.collected.images) {
    const altPointer = pointer.replace(/\/src$/, "/alt");
    if (valueAt(file.json.value, altPointer) === "") {
      warn(file, altPointer, "the picture has no alt text, so visitors who cannot see it learn nothing: describe what it shows (leave it empty only for pure decoration)");
    }
  }
}

/**
 * A card's picture or icon that its grid's style does not draw (src/blocks/cardGrid/Card.tsx): an
 * editor adds it, sees nothing change, and cannot tell why.
 */
function unshownCardParts(block: Extract<Page["blocks"][number], { type: "cardGrid" }>, at: string, warn: (pointer: string, message: string) => void) {
  const style = block.variant ?? "cards";
  block.cards.forEach((card, index) => {
    const where = `${at}/cards/${index}`;
    if (card.image && style !== "cards") warn(`${where}/image`, `the picture is not shown in the "${style}" style, only in "cards": choose that style, or leave the picture out`);
    if (card.icon && style === "plain") warn(`${where}/icon`, 'the icon is not shown in the "plain" style: choose "icons", "cards" or "steps", or leave the icon out');
    if (card.icon && card.image && style === "cards") warn(`${where}/icon`, "the icon is not shown: a card with a picture shows the picture in its place, so leave one of the two out");
  });
}

/**
 * Runs every warning check over files that passed the schema. `linkedFrom` counts every internal
 * link in the site file too, so a page in the menu or the footer is never reported as unlinked; on an
 * Arabic page the same menu and footer lead to the Arabic twins (scripts/lib/twins.ts).
 */
export function pageWarnings<F extends CheckedFile>(files: F[], warn: Warn<F>) {
  const linkedFrom = new Map<string, Set<F>>();
  for (const file of files) {
    for (const { pointer, value } of file.collected.links) {
      if (value.startsWith("http:")) warn(file, pointer, `"${value}" is plain http: use https, or browsers may warn visitors that the link is not secure`);
      if (!value.startsWith("/")) continue;
      const path = splitLink(value).path;
      for (const key of [routeKey(path), ...(file.route === null ? [routeKey(twinAddress(path, "ar"))] : [])]) linkedFrom.set(key, (linkedFrom.get(key) ?? new Set()).add(file));
    }
  }
  for (const file of files) {
    if (file.route === null) continue;
    checkPage(file, warn);
    const page = file.json.value as Page;
    // The home page is the way in (in Arabic, from the language switch), and the search page is reached through the search box, not a link.
    if (file.route === "/" || file.route === "/ar" || isSearchPage(page)) continue;
    const addresses = [file.route, ...(page.aliases ?? [])].map(routeKey);
    const linked = addresses.some((address) => [...(linkedFrom.get(address) ?? [])].some((from) => from !== file));
    if (!linked) warn(file, "", `no other page links to ${file.route}, so visitors and search engines can hardly find it: add it to ${wordings.menu.files} or link to it from a related page`);
  }
}
