import { useRef, useState } from "react";
import { StudioDialog } from "../StudioDialog.tsx";
import type { BlockKind } from "./blockKinds.ts";

interface Props {
  kinds: readonly BlockKind[];
  /** The labels of the page's blocks, to choose where the new one goes. */
  positions: readonly string[];
  onAdd: (kind: BlockKind, index: number) => void;
}

/**
 * The block catalogue: a dialog listing every block type with what it is for; choosing one adds it,
 * filled with its schema's starting example, where the editor said.
 */
export function AddBlock({ kinds, positions, onAdd }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [where, setWhere] = useState<number | null>(null);
  const index = where ?? positions.length;
  return (
    <>
      <button type="button" className="button button-primary" onClick={() => dialog.current?.showModal()}>
        Add a block…
      </button>
      <StudioDialog ref={dialog} title="Add a block" onClose={() => setWhere(null)}>
        <label className="picker-tools">
          Where
          <select value={index} onChange={(event) => setWhere(Number(event.target.value))}>
            {positions.map((label, position) => (
              <option key={position} value={position}>
                Before {position + 1}. {label}
              </option>
            ))}
            <option value={positions.length}>At the end of the page</option>
          </select>
        </label>
        <ul className="catalogue">
          {kinds.map((kind) => (
            <li key={kind.type}>
              <button
                type="button"
                className="catalogue-item"
                onClick={() => {
                  onAdd(kind, index);
                  dialog.current?.close();
                }}
              >
                <strong>{kind.title}</strong>
                <span>{kind.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </StudioDialog>
    </>
  );
}
