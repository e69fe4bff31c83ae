/**
 * What the conflict panel says, by where the other version came from: on the dev server a text
 * editor or git changed the file on disk; on the live studio another person saved the page, and the
 * server says who when it knows (the drafts branch's last commit of the file).
 */
import type { StudioConflict } from "../../studioApi.ts";

export interface ConflictWords {
  heading: string;
  explanation: string;
  /** The other version, as the list and the choices name it: "The version on disk", "The version saved meanwhile". */
  theirs: string;
  /** The button that loads the other version in place of the edits here. */
  take: string;
  /** What "Keep my version" does to the other one. */
  keep: string;
}

/** "2 March, 10:15": when, in the person's own language and time zone. */
const when = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? "" : ` at ${date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}`;
};

export function conflictWords(path: string, live: boolean, changedBy: StudioConflict["changedBy"]): ConflictWords {
  if (!live) {
    return {
      heading: "The file changed on disk",
      explanation: `${path} was changed on disk since you opened it (in another editor, or by git). Saving here would overwrite that change, so the studio will not until you choose what to keep; your edits here stay until you do.`,
      theirs: "The version on disk",
      take: "Load the version on disk (drops my edits)",
      keep: "Keep my version writes yours over the one on disk.",
    };
  }
  const saved = changedBy ? `${changedBy.name} (${changedBy.email}) saved this page${when(changedBy.at)}, after you opened it.` : "Someone else saved this page after you opened it.";
  return {
    heading: changedBy ? `${changedBy.name} saved this page meanwhile` : "Someone else saved this page meanwhile",
    explanation: `${saved} Saving here would overwrite their change, so the studio will not until you choose what to keep; your edits here stay until you do.`,
    theirs: "The version saved meanwhile",
    take: "Take the other version (drops my edits)",
    keep: "Keep my version saves yours after theirs: their change stays in the page’s history.",
  };
}
