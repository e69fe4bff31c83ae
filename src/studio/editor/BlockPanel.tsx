import { memo, useCallback, useId } from "react";
import type { StudioProblem } from "../studioApi.ts";
import { SchemaForm } from "../form/SchemaForm.tsx";
import type { BlockKind } from "./blockKinds.ts";
import type { JsonObject } from "./openFile.ts";
import { plural } from "../../../scripts/lib/plural.ts";

export type BlockAction = "up" | "down" | "duplicate" | "remove";

interface Props {
  block: JsonObject;
  index: number;
  count: number;
  kind: BlockKind | undefined;
  problems: readonly StudioProblem[];
  open: boolean;
  onToggle: (index: number) => void;
  onChange: (index: number, block: JsonObject, fieldId: string | undefined) => void;
  onAction: (index: number, action: BlockAction) => void;
}

/** What names a block in its panel's heading: its heading, or else its text's first heading. */
export function blockLabel(block: JsonObject): string {
  for (const key of ["heading", "title", "eyebrow", "label"]) {
    if (typeof block[key] === "string" && block[key]) return block[key] as string;
  }
  const content = Array.isArray(block.content) ? (block.content as JsonObject[]) : [];
  const heading = content.find((element) => typeof element?.h2 === "string" || typeof element?.h3 === "string");
  return heading ? String(heading.h2 ?? heading.h3) : "";
}

/**
 * One block of the page: a heading that opens and closes its form (the accordion pattern: a button
 * inside a heading), its tools (move, duplicate, remove) beside it, always reachable by keyboard.
 */
export const BlockPanel = memo(function BlockPanel({ block, index, count, kind, problems, open, onToggle, onChange, onAction }: Props) {
  const regionId = useId();
  const pointer = `/blocks/${index}`;
  const onFormChange = useCallback((value: unknown, fieldId: string | undefined) => onChange(index, value as JsonObject, fieldId), [onChange, index]);
  const own = problems.filter((problem) => problem.pointer === pointer || problem.pointer.startsWith(pointer + "/"));
  const errors = own.filter((problem) => problem.severity === "error").length;
  const title = kind?.title ?? String(block.type);
  const label = blockLabel(block);
  return (
    <section className="block-panel" data-invalid={errors > 0 || undefined}>
      <div className="block-head">
        <h3>
          <button type="button" className="block-toggle" id={`${regionId}-toggle`} aria-expanded={open} aria-controls={regionId} onClick={() => onToggle(index)}>
            <span className="block-number">{index + 1}.</span> <span className="block-kind">{title}</span>
            {label && <span className="block-label">: {label}</span>}
            {own.length > 0 && <span className={errors ? "badge badge-error" : "badge badge-warning"}>{plural(own.length, errors ? "problem" : "warning")}</span>}
          </button>
        </h3>
        <div className="block-tools" role="group" aria-label={`Block ${index + 1}: ${title}`}>
          <button type="button" className="button button-small" disabled={index === 0} onClick={() => onAction(index, "up")}>
            Move up
          </button>
          <button type="button" className="button button-small" disabled={index === count - 1} onClick={() => onAction(index, "down")}>
            Move down
          </button>
          <button type="button" className="button button-small" onClick={() => onAction(index, "duplicate")}>
            Duplicate
          </button>
          <button type="button" className="button button-small button-danger" onClick={() => onAction(index, "remove")}>
            Remove
          </button>
        </div>
      </div>
      <div id={regionId} role="region" aria-labelledby={`${regionId}-toggle`} hidden={!open} className="block-form">
        {open &&
          (kind ? (
            <SchemaForm schema={kind.schema} value={block} problems={problems} pointer={pointer} idPrefix={`block-${index}`} onChange={onFormChange} />
          ) : (
            <p role="alert">“{String(block.type)}” is not a kind of block this site has, so the studio cannot show its fields. Remove this block, or ask a developer to fix it.</p>
          ))}
      </div>
    </section>
  );
});
