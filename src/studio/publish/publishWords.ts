/**
 * The sentences of "Review and publish" and of a file's published versions: when, who saved a draft,
 * what a file's status is, and what a publish or a roll-back did. Kept apart from the screens so that
 * each sentence is written once and read the same wherever it appears.
 */
import { plural } from "../../../scripts/lib/plural.ts";
import type { StudioDraftAuthor, StudioPublished, StudioPushState, StudioReviewedFile } from "../studioApi.ts";

// The studio's words are English: its dates too ("28 Nov 10:15", 24-hour), in the browser's own time zone.
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/** "28 Nov 10:15"; "28 Nov 2025 10:15" for another year than this one. */
export function shortWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return `${(date.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear).format(date)} ${time.format(date)}`;
}

/** ["Home", "About Us", "Contact"] → "Home, About Us and Contact". */
export function listWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A picture the drafts added or changed: anything that is not a page file or the site file. */
export const isPicture = (file: Pick<StudioReviewedFile, "path">) => !file.path.startsWith("pages/");

/** "New page", "Changed", "Deleted"; a picture says it is one ("New picture"). */
export function statusWords(file: Pick<StudioReviewedFile, "path" | "status">): string {
  if (isPicture(file)) return { added: "New picture", changed: "Changed picture", deleted: "Deleted picture" }[file.status];
  return { added: "New page", changed: "Changed", deleted: "Deleted" }[file.status];
}

/**
 * "Saved by Amira Haddad (2 saves, last 28 Nov 10:15) and Jo Park (1 save, 27 Nov 09:02)": each person
 * once, newest first, as `authors` come; "" when nobody saved a draft of it.
 */
export function savedByWords(authors: readonly StudioDraftAuthor[]): string {
  const people = new Map<string, { name: string; saves: number; last: string }>();
  for (const author of authors) {
    const person = people.get(author.email);
    if (person) person.saves++;
    else people.set(author.email, { name: author.name, saves: 1, last: author.date });
  }
  const each = [...people.values()].map(({ name, saves, last }) => `${name} (${plural(saves, "save")}, ${saves === 1 ? "" : "last "}${shortWhen(last)})`);
  return each.length ? `Saved by ${listWords(each)}` : "";
}

const took = (published: StudioPublished) => `Visitors see the change now (took ${(published.tookMs / 1000).toFixed(1)} s).`;

/** "Published Home and About Us. Visitors see the change now (took 3.2 s).": each file by its name in the review, else its path. */
export function publishedWords(published: StudioPublished, names: ReadonlyMap<string, string>): string {
  return `Published ${listWords(published.files.map((path) => names.get(path) ?? path))}. ${took(published)}`;
}

export function rolledBackWords(published: StudioPublished, to: { date: string }): string {
  return `Rolled the site back to the publish of ${shortWhen(to.date)}. ${took(published)}`;
}

/** What the publisher is told of the push to the shared repository; undefined when there is nothing to tell. */
export function pushWords(push: StudioPushState): string | undefined {
  if (push.state === "pending") return push.message ?? "The shared repository does not have this publish yet: the server keeps trying.";
  if (push.state === "conflict") return push.message ?? "The shared repository changed the same files: a person must decide which version stays.";
  return undefined;
}
