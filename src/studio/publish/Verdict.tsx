import { plural } from "../../../scripts/lib/plural.ts";
import type { StudioProblem } from "../studioApi.ts";
import { ProblemList } from "./ProblemList.tsx";

interface Props {
  errors: readonly StudioProblem[];
  warnings: readonly StudioProblem[];
}

/**
 * The validator's verdict on the site as it would be with the chosen drafts published: errors, which
 * stop the publish, as an alert; warnings, which do not, listed under it.
 */
export function Verdict({ errors, warnings }: Props) {
  return (
    <>
      {errors.length > 0 && (
        <div role="alert" className="publish-errors">
          <p>
            <strong>Publishing would break the site:</strong>
          </p>
          <ProblemList problems={errors} />
          <p>Fix these pages, or untick the drafts that cause the problems.</p>
        </div>
      )}
      {warnings.length > 0 && (
        <div className="publish-warnings">
          <p>
            <strong>{plural(warnings.length, "warning")}</strong> (they do not stop publishing):
          </p>
          <ProblemList problems={warnings} />
        </div>
      )}
    </>
  );
}
