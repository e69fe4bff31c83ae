import { plural } from "../../../scripts/lib/plural.ts";
import type { StudioProblem } from "../studioApi.ts";

interface Props {
  problems: readonly StudioProblem[];
  checking: boolean;
  failure: string | undefined;
  onShow: (problem: StudioProblem) => void;
  /** Where a problem is, in the screen's words (problemPlace.ts). */
  placeOf: (pointer: string) => string;
}

/**
 * Where the list says a problem is, and takes the person: a missing property's own field ("… › items 6
 * › title"), where the form shows its message, rather than the entry that lacks it.
 */
const pointerOf = (problem: StudioProblem) => (problem.missingProperty === undefined ? problem.pointer : `${problem.pointer}/${problem.missingProperty.replace(/~/g, "~0").replace(/\//g, "~1")}`);

/** "2 errors, 1 warning": the validator's count for the open file, and each problem with a way to its field. */
export function ProblemBar({ problems, checking, failure, onShow, placeOf }: Props) {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.length - errors.length;
  const summary = problems.length === 0 ? "No problems" : [errors.length && plural(errors.length, "error"), warnings && plural(warnings, "warning")].filter(Boolean).join(", ");
  return (
    <div className="problem-bar" data-state={errors.length ? "error" : warnings ? "warning" : "ok"}>
      <p role="status" className="problem-count">
        {summary}
        {checking && <span className="muted"> (checking…)</span>}
        {failure && <span className="field-error"> The page could not be checked: {failure}</span>}
      </p>
      {problems.length > 0 && (
        <details className="problem-list">
          <summary>Show {problems.length === 1 ? "it" : "them"}</summary>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                <button type="button" className="link-button" onClick={() => onShow({ ...problem, pointer: pointerOf(problem) })}>
                  <span className={problem.severity === "error" ? "badge badge-error" : "badge badge-warning"}>{problem.severity}</span> <strong>{placeOf(pointerOf(problem))}</strong>: {problem.message}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
