import { Link } from "wouter";
import { problemPlace } from "../editor/problemPlace.ts";
import { editHref } from "../list/editHref.ts";
import { SITE_FILE_SUMMARY, type StudioProblem } from "../studioApi.ts";

/** "Page settings › meta › title", "Block 3 › items 4 › title"; nothing for a problem of the whole file, which its file names. */
function placeWords(problem: StudioProblem): string {
  if (problem.pointer === "") return "";
  return ` ${problemPlace(problem.pointer, () => undefined, problem.file === SITE_FILE_SUMMARY.path ? SITE_FILE_SUMMARY.title : "Page settings")}`;
}

/**
 * The validator's problems with the site as it would be published: "<file> <field>: <message>", the
 * file a way into its editor when it is a page, so the publisher (or the page's editor) can fix it.
 */
export function ProblemList({ problems }: { problems: readonly StudioProblem[] }) {
  return (
    <ul className="publish-problems">
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.file.startsWith("pages/") ? <Link href={editHref(problem.file)}>{problem.file}</Link> : <code>{problem.file}</code>}
          {placeWords(problem)}: {problem.message}
        </li>
      ))}
    </ul>
  );
}
