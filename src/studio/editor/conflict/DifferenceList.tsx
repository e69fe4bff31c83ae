import { useId } from "react";
import type { Difference } from "./differences.ts";

interface Props {
  found: readonly Difference[];
  /** The other version's name: "The version on disk", "The version saved meanwhile". */
  theirs: string;
  /** Who changed a field besides "you": "on disk" or "meanwhile". */
  elsewhere: string;
  /** Set while merging by hand: the keys of the differences taken from the other version, and how to change them. */
  choices?: { takeTheirs: ReadonlySet<string>; choose: (key: string, theirs: boolean) => void };
}

const changedWords = (difference: Difference, elsewhere: string) =>
  difference.changedBy === "me" ? "You changed this." : difference.changedBy === "them" ? `Changed ${elsewhere}; you left it as it was.` : `Changed both by you and ${elsewhere}.`;

/**
 * Each difference between the two versions with both values, named as the form names the field; while
 * merging by hand, each one is a choice between the two (yours unless changed).
 */
export function DifferenceList({ found, theirs, elsewhere, choices }: Props) {
  const id = useId();
  if (!found.length) return null;
  return (
    <ol className="conflict-differences">
      {found.map((difference, at) =>
        choices ? (
          <li key={difference.key}>
            <fieldset>
              <legend className="conflict-place">{difference.place}</legend>
              <p className="muted">{changedWords(difference, elsewhere)}</p>
              {[false, true].map((takesTheirs) => (
                <label key={String(takesTheirs)} className="conflict-choice">
                  <input type="radio" name={`${id}-${at}`} checked={choices.takeTheirs.has(difference.key) === takesTheirs} onChange={() => choices.choose(difference.key, takesTheirs)} />
                  <span className="conflict-side">{takesTheirs ? theirs : "Your version"}:</span> <span className="conflict-value">{takesTheirs ? difference.theirsWords : difference.mineWords}</span>
                </label>
              ))}
            </fieldset>
          </li>
        ) : (
          <li key={difference.key}>
            <h3 className="conflict-place">{difference.place}</h3>
            <p className="muted">{changedWords(difference, elsewhere)}</p>
            <dl>
              <dt className="conflict-side">Your version</dt>
              <dd className="conflict-value">{difference.mineWords}</dd>
              <dt className="conflict-side">{theirs}</dt>
              <dd className="conflict-value">{difference.theirsWords}</dd>
            </dl>
          </li>
        ),
      )}
    </ol>
  );
}
