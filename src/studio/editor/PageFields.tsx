import type { RJSFSchema } from "@rjsf/utils";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { StudioProblem } from "../studioApi.ts";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { titleEndingNote, useCompanyName } from "../form/titleNotes.ts";
import { AddBlock } from "./AddBlock.tsx";
import { blockKinds, pageTopSchema, withoutBlocks, type BlockKind } from "./blockKinds.ts";
import { BlockPanel, blockLabel, type BlockAction } from "./BlockPanel.tsx";
import { blocksOf, duplicateBlock, insertBlock, moveBlock, removeBlock, setBlock, setTopLevel, type JsonObject, type OpenFile } from "./openFile.ts";

interface Props {
  file: OpenFile;
  pageSchema: RJSFSchema;
  problems: readonly StudioProblem[];
  change: (update: (file: OpenFile) => OpenFile, field: string | null) => void;
  /** Says what just happened, for screen readers ("Moved Hero up to 1 of 5"). */
  announce: (text: string) => void;
  /** Keys of the blocks whose forms are open. */
  openKeys: ReadonlySet<string>;
  setOpen: (key: string, open: boolean) => void;
}

/** After a block action, where the keyboard's focus goes: the block's own heading button, found by its position. */
const focusBlock = (index: number) => requestAnimationFrame(() => document.querySelectorAll<HTMLElement>(".block-toggle")[index]?.focus());

/** A page in the studio: its meta form on top, then one panel per block, then "Add a block". */
export function PageFields({ file, pageSchema, problems, change, announce, openKeys, setOpen }: Props) {
  const kinds = useMemo(() => blockKinds(pageSchema), [pageSchema]);
  const kindOf = useMemo(() => new Map<string, BlockKind>(kinds.map((kind) => [kind.type, kind])), [kinds]);
  const topSchema = useMemo(() => pageTopSchema(pageSchema), [pageSchema]);
  const top = useMemo(() => withoutBlocks(file.value), [file.value]);
  const blocks = blocksOf(file.value);
  const [metaOpen, setMetaOpen] = useState(true);
  const companyName = useCompanyName();
  const titleNote = titleEndingNote((top.meta as { title?: unknown } | undefined)?.title, companyName);
  const topOptions = useMemo(() => (titleNote ? { meta: { title: { "ui:help": titleNote } } } : undefined), [titleNote]);

  // A block just added or duplicated opens, ready to fill in; the blocks the file had stay closed.
  const known = useRef(new Set(file.keys));
  useEffect(() => {
    for (const key of file.keys) if (!known.current.has(key)) setOpen(key, true);
    known.current = new Set(file.keys);
  }, [file.keys, setOpen]);

  const onTop = useCallback((value: unknown, fieldId: string | undefined) => change((current) => setTopLevel(current, value as JsonObject), fieldId ?? "top"), [change]);
  const onBlock = useCallback((index: number, block: JsonObject, fieldId: string | undefined) => change((current) => setBlock(current, index, block), fieldId ?? `block-${index}`), [change]);
  const onToggle = useCallback((index: number) => {
    const key = file.keys[index]!;
    setOpen(key, !openKeys.has(key));
  }, [file.keys, openKeys, setOpen]);

  // Read when a button is pressed, not when the panels are drawn: every panel keeps one callback
  // however the page changes, so typing in one block draws only that block again.
  const latest = useRef({ blocks, kindOf });
  useEffect(() => {
    latest.current = { blocks, kindOf };
  });
  const onAction = useCallback(
    (index: number, action: BlockAction) => {
      const { blocks: current, kindOf: kinds } = latest.current;
      const name = kinds.get(String(current[index]?.type))?.title ?? "Block";
      const count = current.length;
      if (action === "up" || action === "down") {
        const to = action === "up" ? index - 1 : index + 1;
        change((file) => moveBlock(file, index, to - index), null);
        announce(`Moved ${name} ${action} to ${to + 1} of ${count}.`);
      } else if (action === "duplicate") {
        change((file) => duplicateBlock(file, index), null);
        announce(`Duplicated ${name}: the copy is block ${index + 2} of ${count + 1}.`);
        focusBlock(index + 1);
      } else {
        change((file) => removeBlock(file, index), null);
        announce(`Removed ${name}. Undo brings it back.`);
        focusBlock(Math.min(index, count - 2));
      }
    },
    [change, announce],
  );

  const onAdd = useCallback(
    (kind: BlockKind, index: number) => {
      change((current) => insertBlock(current, index, kind.starter), null);
      announce(`Added ${kind.title} as block ${index + 1}.`);
      focusBlock(index);
    },
    [change, announce, setOpen],
  );

  return (
    <>
      <section className="block-panel">
        <div className="block-head">
          <h2>
            <button type="button" className="block-toggle-page" aria-expanded={metaOpen} aria-controls="page-settings" onClick={() => setMetaOpen(!metaOpen)}>
              Page settings: title, description, other addresses, layout
            </button>
          </h2>
        </div>
        <div id="page-settings" className="block-form" hidden={!metaOpen}>
          <SchemaForm schema={topSchema} value={top} problems={problems} pointer="" idPrefix="page" onChange={onTop} fieldOptions={topOptions} />
        </div>
      </section>
      <h2 className="blocks-heading">Blocks, top to bottom</h2>
      {blocks.map((block, index) => (
        <BlockPanel
          key={file.keys[index]}
          block={block}
          index={index}
          count={blocks.length}
          kind={kindOf.get(String(block.type))}
          problems={problems}
          open={openKeys.has(file.keys[index]!)}
          onToggle={onToggle}
          onChange={onBlock}
          onAction={onAction}
        />
      ))}
      <AddBlock kinds={kinds} positions={blocks.map((block) => `${kindOf.get(String(block.type))?.title ?? block.type}${blockLabel(block) ? `: ${blockLabel(block)}` : ""}`)} onAdd={onAdd} />
    </>
  );
}
