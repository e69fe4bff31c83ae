import { useMemo } from "react";
import type { Schema } from "../../shared/schemaWalk.ts";
import { untranslatedFields } from "../../shared/untranslated.ts";
import { untranslatedWords } from "./translation.ts";
import { toPointer } from "../../shared/jsonPointer.ts";
import type { Twin } from "./twinFile.ts";

interface Props {
  /** The Arabic page as the form holds it. */
  value: unknown;
  twin: Twin;
  pageSchema: object;
  /** Takes the editor to a field, by its JSON pointer. */
  onShow: (pointer: string) => void;
}

/**
 * At the top of an Arabic page's editor: how many of its fields are still to translate, counted as the
 * page list counts them and as the fields are marked (src/shared/untranslated.ts), with a way to the
 * first of them. Said again as the editor types, for a screen reader too.
 */
export function TranslationBar({ value, twin, pageSchema, onShow }: Props) {
  const english = twin.kind === "found" ? twin.value : undefined;
  const fields = useMemo(() => untranslatedFields(value, english, pageSchema as Schema), [value, english, pageSchema]);
  return (
    <div className="translation-bar" data-state={fields.length ? "untranslated" : "translated"}>
      <p role="status">{untranslatedWords(fields.length)}</p>
      {fields.length > 0 && (
        <button type="button" className="link-button" onClick={() => onShow(toPointer(fields[0]!))}>
          Show the first <span className="visually-hidden">field not translated yet</span>
        </button>
      )}
      {twin.kind === "failed" && <p className="field-error">The English page could not be read ({twin.message}), so the fields do not show its words.</p>}
    </div>
  );
}
