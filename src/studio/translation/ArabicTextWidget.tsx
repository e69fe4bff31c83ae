import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import type { ChangeEvent, FocusEvent } from "react";
import { translationIds } from "./TranslatedFieldTemplate.tsx";

/**
 * A text field of an Arabic page: written right to left, in Arabic (so the browser's spelling, a screen
 * reader's voice and the caret follow), and described by the English words it translates and its
 * "Not translated yet" mark, besides its messages. `long` gives a box of several lines.
 */
export function ArabicTextWidget({ id, value, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus, htmlName, long }: WidgetProps & { long: boolean }) {
  const ids = translationIds(id);
  const field = {
    id,
    name: htmlName || id,
    className: "form-control",
    dir: "rtl",
    lang: "ar",
    value: typeof value === "string" ? value : "",
    required,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    "aria-describedby": `${ariaDescribedByIds(id)} ${ids.english} ${ids.untranslated}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value === "" ? options.emptyValue : event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, event.target.value),
  };
  return long ? <textarea {...field} rows={3} /> : <input type="text" {...field} />;
}
