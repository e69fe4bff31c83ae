import { getDefaultRegistry } from "@rjsf/core";
import type { ErrorSchema, FieldProps } from "@rjsf/utils";
import { useEffect, useId, useRef, useState } from "react";
import { WARNING_PREFIX } from "../studioApi.ts";
import { useQuiet } from "../form/quietNewEntries.tsx";
import { LinkDialog } from "./LinkDialog.tsx";
import { TranslationNote, translationIds, useFieldTranslation } from "../translation/TranslatedFieldTemplate.tsx";
import { fromNodes, toNodes, type RichElement } from "./richTextDom.ts";

const DefaultArrayField = getDefaultRegistry().fields.ArrayField!;

/** Every list the schemas tag `x-rich-text` gets the editor; any other list, the form library's own. */
export function ArrayField(props: FieldProps) {
  return props.schema["x-rich-text"] ? <RichTextField {...props} /> : <DefaultArrayField {...props} />;
}

/** The messages anywhere under the list, each with where, counted as the writer sees the text: "Part 3 of the text: must not be empty". */
function messagesIn(errors: ErrorSchema | undefined, path: string[] = []): string[] {
  if (!errors) return [];
  const own = (errors.__errors ?? []).map((message) => (path.length ? `Part ${Number(path[0]) + 1} of the text: ${message}` : message));
  return [...own, ...Object.entries(errors).flatMap(([key, value]) => (key === "__errors" ? [] : messagesIn(value as ErrorSchema, [...path, key])))];
}

const blockFormats = [
  { label: "Paragraph", tag: "p" },
  { label: "Heading", tag: "h2" },
  { label: "Sub-heading", tag: "h3" },
  { label: "Quote", tag: "blockquote" },
] as const;

/**
 * Rich text as a writer expects it: type, press Enter for a new paragraph, Ctrl+B for bold, a toolbar
 * for headings, lists and links. What it writes is the schema's shape (richTextDom.ts), never HTML.
 * On an Arabic page it is written right to left, under the English twin's text.
 */
function RichTextField({ formData, onChange, fieldPathId, schema, errorSchema, required, registry }: FieldProps) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const written = useRef<string>("");
  const [linking, setLinking] = useState(false);
  const id = fieldPathId.$id;
  const helpId = useId();
  const quiet = useQuiet();
  const errors = quiet ? [] : messagesIn(errorSchema);
  // On an Arabic page: the English words beside it, its mark, and Arabic written right to left.
  const translation = useFieldTranslation({ fieldPathId, formData, schema, registry });
  const described = translation ? ` ${translationIds(id).english} ${translationIds(id).untranslated}` : "";

  // The area is the browser's while the writer types; it is drawn again only when the value changed
  // from elsewhere (undo, a reload), or it would lose the caret at every letter.
  useEffect(() => {
    const current = JSON.stringify(formData ?? []);
    if (!area.current || current === written.current) return;
    written.current = current;
    area.current.replaceChildren(...toNodes(document, (formData ?? []) as RichElement[]));
  }, [formData]);

  const emit = () => {
    const elements = fromNodes(area.current!);
    written.current = JSON.stringify(elements);
    onChange(elements, fieldPathId.path, undefined, id);
  };

  // The toolbar's buttons take the focus from the area: the writer's selection is kept and put back.
  const keepSelection = () => {
    const selection = document.getSelection();
    if (selection?.rangeCount && area.current?.contains(selection.anchorNode)) saved.current = selection.getRangeAt(0).cloneRange();
  };
  const run = (command: string, value?: string) => {
    area.current!.focus();
    if (saved.current) {
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    // execCommand is old but is still the one way to edit an editable area as the browser's own undo expects.
    document.execCommand(command, false, value);
    emit();
  };

  return (
    <div className="form-group rich-text-field">
      {/* Not a <label>: only form controls take one, and the area is named through aria-labelledby. */}
      <span className="control-label" id={`${id}__label`} onClick={() => area.current?.focus()}>
        {schema.title ?? "Text"}
        {required ? "*" : ""}
      </span>
      <p className="field-description" id={helpId}>
        {/* Not the schema's description, which tells how the file writes it: here nobody sees the file. */}
        Type as in a word processor: Enter starts a new paragraph, Ctrl+B makes words bold, Ctrl+I italic.
      </p>
      {translation && <TranslationNote id={id} {...translation} />}
      <div className="rich-text-toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
        {blockFormats.map((format) => (
          <button key={format.tag} type="button" className="button button-small" onMouseDown={(event) => event.preventDefault()} onClick={() => run("formatBlock", format.tag)}>
            {format.label}
          </button>
        ))}
        <button type="button" className="button button-small" onMouseDown={(event) => event.preventDefault()} onClick={() => run("insertUnorderedList")}>
          Bulleted list
        </button>
        <button type="button" className="button button-small" onMouseDown={(event) => event.preventDefault()} onClick={() => run("insertOrderedList")}>
          Numbered list
        </button>
        <button type="button" className="button button-small" onMouseDown={(event) => event.preventDefault()} onClick={() => run("bold")}>
          Bold
        </button>
        <button type="button" className="button button-small" onMouseDown={(event) => event.preventDefault()} onClick={() => run("italic")}>
          Italic
        </button>
        <button type="button" className="button button-small" onMouseDown={(event) => event.preventDefault()} onClick={() => setLinking(true)}>
          Link…
        </button>
        <button type="button" className="button button-small" onMouseDown={(event) => event.preventDefault()} onClick={() => run("unlink")}>
          Remove link
        </button>
      </div>
      <div
        ref={area}
        id={id}
        className="rich-text"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}__label`}
        dir={translation ? "rtl" : undefined}
        lang={translation ? "ar" : undefined}
        aria-describedby={`${helpId} ${id}__error${described}`}
        aria-invalid={errors.length > 0 || undefined}
        onInput={emit}
        onBlur={keepSelection}
        onKeyUp={keepSelection}
        onMouseUp={keepSelection}
        onPaste={(event) => {
          // Only the words: a paste from a word processor or a web page would bring its own markup.
          event.preventDefault();
          document.execCommand("insertText", false, event.clipboardData.getData("text/plain"));
        }}
      />
      <ul className="error-detail" id={`${id}__error`}>
        {errors.map((message, index) => (
          <li key={index} className={message.includes(WARNING_PREFIX) ? "text-warning" : "text-danger"}>
            {message}
          </li>
        ))}
      </ul>
      <LinkDialog
        open={linking}
        onClose={() => setLinking(false)}
        onLink={(href) => run("createLink", href)}
      />
    </div>
  );
}
