/**
 * A list entry just added with "Add item" (an FAQ's new question), or a group of fields just added
 * with "Add picture", is empty, and the validator says at once that every required field of it is
 * missing: two or three red messages for something the person has not had a chance to fill in yet.
 * So such an entry keeps its messages to itself while the person is in it, and shows them once they
 * move on from it (the focus leaves it). The problem bar and the block's badge count them all along:
 * nothing is hidden from the count, only from the fields being filled in.
 */
import { getDefaultRegistry } from "@rjsf/core";
import type { ArrayFieldTemplateProps, ObjectFieldTemplateProps } from "@rjsf/utils";
import { createContext, useContext, useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";

const QuietContext = createContext(false);

/** Whether the fields here keep their messages to themselves for now (FieldErrors.tsx, RichTextField.tsx). */
export const useQuiet = () => useContext(QuietContext);

const fieldSelector = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';

/**
 * A box around fields that can be quiet: while `quiet`, they keep their messages until the focus leaves
 * them all. The person is taken to the first of them when they become quiet, as they just asked for
 * them (and the button they pressed may be gone: "Add picture" becomes "Remove picture"). The box is
 * drawn as if it were not there (display: contents), so lists and groups look as they always do.
 */
function QuietBox({ quiet, onLeft, children }: { quiet: boolean; onLeft: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (quiet) box.current?.querySelector<HTMLElement>(fieldSelector)?.focus();
  }, [quiet]);
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (quiet && !event.currentTarget.contains(event.relatedTarget)) onLeft();
  };
  return (
    <div ref={box} className="quiet-box" onBlur={leave}>
      <QuietContext.Provider value={quiet}>{children}</QuietContext.Provider>
    </div>
  );
}

const DefaultArrayFieldTemplate = getDefaultRegistry().templates.ArrayFieldTemplate;

/**
 * The form library's list, with the entry that "Add item" adds kept quiet. The library gives each
 * entry a key that stays with it when entries move (and is new for every entry when the list is
 * replaced from outside, as an undo does), so the quiet entry is known by its key.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const keys = props.items.map((item) => String(item.key));
  const [adding, setAdding] = useState<number>();
  const [quiet, setQuiet] = useState<string>();
  // The entry appears in the render after the press: the key at the end that was not there before.
  if (adding !== undefined && keys.length > adding) {
    setAdding(undefined);
    setQuiet(keys[adding]);
  }
  const items = props.items.map((item) => (
    <QuietBox key={item.key} quiet={String(item.key) === quiet} onLeft={() => setQuiet(undefined)}>
      {item}
    </QuietBox>
  ));
  const onAddClick = (event?: unknown) => {
    setAdding(keys.length);
    props.onAddClick(event);
  };
  return <DefaultArrayFieldTemplate {...props} items={items} onAddClick={onAddClick} />;
}

const DefaultObjectFieldTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/** The form library's group of fields, kept quiet from the moment an optional one is added ("Add picture"). */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const present = props.formData !== undefined;
  const [wasPresent, setWasPresent] = useState(present);
  const [quiet, setQuiet] = useState(false);
  if (present !== wasPresent) {
    setWasPresent(present);
    setQuiet(present && props.optionalDataControl !== undefined);
  }
  const form = <DefaultObjectFieldTemplate {...props} />;
  // Only a group that can be added and removed needs the box; the others are drawn as they are.
  if (props.optionalDataControl === undefined) return form;
  return (
    <QuietBox quiet={quiet} onLeft={() => setQuiet(false)}>
      {form}
    </QuietBox>
  );
}
