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
        {failure && <span className="field-error"> The validator could not run: {failure}</span>}
      </p>
      {problems.length > 0 && (
        <details className="problem-list">
          <summary>Show {problems.length === 1 ? "it" : "them"}</summary>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                <button type="button" className="link-button" onClick={() => onShow(problem)}>
                  <span className={problem.severity === "error" ? "badge badge-error" : "badge badge-warning"}>{problem.severity}</span> <strong>{placeOf(problem.pointer)}</strong>: {problem.message}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
