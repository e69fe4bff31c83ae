import { plural } from "../../../scripts/lib/plural.ts";
import type { StudioProblem } from "../studioApi.ts";
import { ProblemList } from "./ProblemList.tsx";

interface Props {
  errors: readonly StudioProblem[];
  warnings: readonly StudioProblem[];
  /** The verdict is for the drafts ticked now (not an earlier choice's, while the new one is checked). */
  checked: boolean;
}

/**
 * The validator's verdict on the site as it would be with the chosen drafts published: errors, which
 * stop the publish, as an alert; warnings, which do not, listed under it; and, when there is no error,
 * a line that says the site was checked, so a publisher knows it was.
 */
export function Verdict({ errors, warnings, checked }: Props) {
  return (
    <>
      {checked && errors.length === 0 && <p className="publish-ok">Checked: the whole site, with these drafts published, has no errors.</p>}
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
