import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { memo, useMemo } from "react";
import type { StudioProblem } from "../studioApi.ts";
import { buttonTemplates, OptionalDataControlsTemplate } from "./buttons.tsx";
import { fieldErrors } from "./fieldErrors.ts";
import { FieldErrorTemplate } from "./FieldErrors.tsx";
import { ArrayFieldTemplate, ObjectFieldTemplate } from "./quietNewEntries.tsx";
import { TextWidget } from "./TextWidget.tsx";
import { SelectWidget } from "./SelectWidget.tsx";
import { ArrayField } from "../richText/RichTextField.tsx";
import { TranslatedFieldTemplate } from "../translation/TranslatedFieldTemplate.tsx";
import type { FormPlace } from "../translation/translation.ts";

const widgets = { TextWidget, SelectWidget };
const fields = { ArrayField };
const templates = { ButtonTemplates: buttonTemplates, OptionalDataControlsTemplate, FieldErrorTemplate, ArrayFieldTemplate, ObjectFieldTemplate, FieldTemplate: TranslatedFieldTemplate };

/** What no editor chooses: a block's type is chosen once, from the catalogue; the file's bookkeeping is the tools'. */
const hidden = { "ui:widget": "hidden" };
const uiSchema: UiSchema = {
  type: hidden,
  $schema: hidden,
  schemaVersion: hidden,
  "ui:submitButtonOptions": { norender: true },
  // An optional group of fields (a page's own share picture) stays out of the file until the editor adds
  // it; the form's own root is never optional (no "Remove site" over the whole file).
  "ui:globalOptions": { enableOptionalDataFieldForType: ["object"] },
  "ui:enableOptionalDataFieldForType": [],
};

/**
 * The form writes into the file only what the editor types: no schema default, no empty list filled
 * up to its minimum, no empty object. A default is what the site does when a value is left out, and
 * writing it down would turn every opened page into a changed file.
 */
const onlyWhatIsTyped = {
  arrayMinItems: { populate: "never" },
  emptyObjectFields: "skipDefaults",
  constAsDefaults: "never",
  mergeDefaultsIntoFormData: "useFormDataIfPresent",
} as const;

interface Props {
  schema: RJSFSchema;
  value: unknown;
  /** The file's problems; those under `pointer` show at their fields. */
  problems: readonly StudioProblem[];
  /** JSON pointer of the part of the file this form edits ("" for the whole file, "/blocks/2"). */
  pointer: string;
  /** Prefix of the fields' ids, unique on the page: "meta", "block-2". */
  idPrefix: string;
  /** The new value, and the id of the field that changed it (for undo steps). */
  onChange: (value: unknown, fieldId: string | undefined) => void;
  /** More for particular fields (a note under the page's title), beside what every form has. */
  fieldOptions?: UiSchema;
}

/**
 * One generated form: labels from the schema's titles, help from its descriptions, enums as choices.
 * It checks nothing itself: the only messages it shows are the validator's (`problems`), so the
 * studio and `npm run validate` can never disagree; an entry just added keeps them until the person
 * moves on from it (quietNewEntries.tsx).
 *
 * Why @rjsf/core and not JSON Forms, compared on these schemas: JSON Forms' own renderers (vanilla)
 * draw a `oneOf` only when its options are constants, and have nothing for our `oneOf` of objects (a
 * rich-text element, a piece of a line), and its Material renderers bring MUI with them; rjsf's core
 * theme draws every schema here, `oneOf` included, takes messages per field from outside
 * (`extraErrors`), and lets each kind of field be replaced (links, pictures, icons, rich text).
 */
export const SchemaForm = memo(function SchemaForm({ schema, value, problems, pointer, idPrefix, onChange, fieldOptions }: Props) {
  const extraErrors = useMemo(() => fieldErrors(problems, pointer), [problems, pointer]);
  const ui = useMemo(() => (fieldOptions ? { ...uiSchema, ...fieldOptions } : uiSchema), [fieldOptions]);
  // Where in the file this form's fields are: an Arabic page's fields find their English words by it.
  const place = useMemo((): FormPlace => ({ pointer }), [pointer]);
  return (
    <Form
      tagName="div"
      schema={schema}
      uiSchema={ui}
      formData={value}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={onlyWhatIsTyped}
      idPrefix={idPrefix}
      formContext={place}
      onChange={(event, fieldId) => onChange(event.formData, fieldId)}
    />
  );
});
