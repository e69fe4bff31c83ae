import type { StudioFieldChange } from "../studioApi.ts";

/**
 * What a draft or a publish changed in a file, one line a field, in the form's words:
 * `Hero heading: "Old" → "New"`, `Added: Block 3 (accordion): "FAQ"`, `Removed: …`, `Reordered: Blocks`.
 * The value before is struck through and the value after is bold, so the two differ in shape as well as in colour.
 */
export function FieldChanges({ changes }: { changes: readonly StudioFieldChange[] }) {
  if (!changes.length) return null;
  return (
    <ul className="field-changes">
      {changes.map((change, index) => (
        <li key={index}>
          <ChangeLine change={change} />
        </li>
      ))}
    </ul>
  );
}

function ChangeLine({ change }: { change: StudioFieldChange }) {
  switch (change.kind) {
    case "changed":
      return (
        <>
          {change.field}: <Before value={change.before} /> → <After value={change.after} />
        </>
      );
    case "added":
      return (
        <>
          Added: {change.field}
          {change.after !== undefined && (
            <>
              : <After value={change.after} />
            </>
          )}
        </>
      );
    case "removed":
      return (
        <>
          Removed: {change.field}
          {change.before !== undefined && (
            <>
              : <Before value={change.before} />
            </>
          )}
        </>
      );
    case "reordered":
      return <>Reordered: {change.field}</>;
  }
}

// A value the server leaves out (a field that was empty) is said, not shown as "".
const quoted = (value: string | undefined) => (value === undefined ? "(nothing)" : `"${value}"`);

const Before = ({ value }: { value: string | undefined }) => <del className="change-before">{quoted(value)}</del>;
const After = ({ value }: { value: string | undefined }) => <ins className="change-after">{quoted(value)}</ins>;
