/**
 * What a publisher reviews before publishing: every draft not yet published, in words (changesInDetail),
 * with who saved it, and the validator's verdict on the site as it would be once the chosen files are
 * published: the drafts' worktree with every other unpublished page as it is published
 * (validateProject's overrides and absent files), so the verdict is for exactly what would go live.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { StudioDraftAuthor, StudioProblem, StudioReviewedFile } from "../../../../src/studio/studioApi.ts";
import { routeForPageFile } from "../../../../src/shared/routes.ts";
import { changesInDetail, fileName } from "../drafts/changesInDetail.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import { git } from "../drafts/git.ts";
import { validateProject, type ValidationResult } from "../../validateProject.ts";
import { textAt } from "./publishedBranch.ts";
import { parsedFile as parsed } from "../drafts/parsedFile.ts";

const isPage = (file: string) => file.startsWith("pages/") && file.endsWith(".json");


/** Who saved drafts of `file` since it was last published, newest first. */
async function authorsOf(drafts: DraftsRepository, file: string): Promise<StudioDraftAuthor[]> {
  const log = await git(drafts.worktree, ["log", "-z", "--no-merges", "--format=%an%x00%ae%x00%aI%x00%s", `${drafts.published}..refs/heads/${drafts.branch}`, "--", `:(literal)${file}`], drafts.gitOptions);
  const fields = log.split("\0");
  const authors: StudioDraftAuthor[] = [];
  for (let at = 0; at + 3 < fields.length; at += 4) authors.push({ name: fields[at]!.replace(/^\n/, ""), email: fields[at + 1]!, date: fields[at + 2]!, message: fields[at + 3]! });
  return authors;
}

/** Every unpublished file, in words. */
export async function reviewedFiles(drafts: DraftsRepository, unpublished: readonly string[]): Promise<StudioReviewedFile[]> {
  return Promise.all(
    unpublished.map(async (file) => {
      const onDisk = join(drafts.worktree, file);
      const [beforeText, authors] = await Promise.all([textAt(drafts.worktree, drafts.published, file, drafts.gitOptions), authorsOf(drafts, file)]);
      const present = existsSync(onDisk);
      const before = isPage(file) ? parsed(beforeText) : beforeText === undefined ? undefined : true;
      const after = present ? (isPage(file) ? parsed(readFileSync(onDisk, "utf8")) : true) : undefined;
      const route = isPage(file) ? routeForPageFile(file.slice("pages/".length)) : null;
      return {
        path: file,
        name: fileName(file, before, after),
        route,
        status: before === undefined ? "added" : after === undefined ? "deleted" : "changed",
        changes: changesInDetail(file, before, after),
        authors,
      } satisfies StudioReviewedFile;
    }),
  );
}

/**
 * What validateProject must be told so the drafts' worktree reads as the site after publishing only
 * `chosen`: each other unpublished page as it is published (or gone, when it is new). Pictures always go
 * with a publish, so they stay as the drafts have them.
 */
export async function publishedOverlay(drafts: DraftsRepository, unpublished: readonly string[], chosen: ReadonlySet<string>) {
  const overrides = new Map<string, string>();
  const absent = new Set<string>();
  for (const file of unpublished.filter((file) => isPage(file) && !chosen.has(file))) {
    const published = await textAt(drafts.worktree, drafts.published, file, drafts.gitOptions);
    if (published === undefined) absent.add(join(drafts.worktree, file));
    else overrides.set(join(drafts.worktree, file), published);
  }
  return { overrides, absent };
}

/** The verdict: every error of the site after publishing (any blocks it), and the warnings of the files being published. */
export function verdictOf(result: ValidationResult, chosen: ReadonlySet<string>, nameOf: (file: string) => string): { errors: StudioProblem[]; warnings: StudioProblem[] } {
  const named = (problem: StudioProblem) => ({ ...problem, file: nameOf(problem.file) });
  return {
    errors: result.problems.filter((problem) => problem.severity === "error").map(named),
    warnings: result.problems.filter((problem) => problem.severity === "warning").map(named).filter((problem) => chosen.has(problem.file)),
  };
}

export function verdictFor(drafts: DraftsRepository, overlay: { overrides: Map<string, string>; absent: Set<string> }, chosen: ReadonlySet<string>, nameOf: (file: string) => string) {
  return verdictOf(validateProject({ ...drafts.folders, ...overlay }), chosen, nameOf);
}
