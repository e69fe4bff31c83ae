import { getDefaultRegistry } from "@rjsf/core";
import type { FieldPathId, FieldTemplateProps, Registry, RJSFSchema } from "@rjsf/utils";
import { valueAt, type Schema } from "../../shared/schemaWalk.ts";
import { isTextSchema } from "../../shared/textPlaces.ts";
import { needsTranslation } from "../../shared/untranslated.ts";
import { EnglishSource } from "./EnglishSource.tsx";
import { useTranslation, type FormPlace } from "./translation.ts";
import { fromPointer } from "../../shared/jsonPointer.ts";

const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate;

/** The ids a field of words on an Arabic page is described by, beside the form library's own. */
export const translationIds = (id: string) => ({ english: `${id}__english`, untranslated: `${id}__untranslated` });

interface Field {
  fieldPathId: FieldPathId;
  formData?: unknown;
  schema: RJSFSchema;
  registry: Registry;
}

/**
 * A field's translation on an Arabic page: the English twin's words at the same place, and whether the
 * field is still to translate (src/shared/untranslated.ts: the rule of the page list's and the editor's
 * counts). Null on English pages and the site file.
 */
export function useFieldTranslation({ fieldPathId, formData, schema, registry }: Field): { source: unknown; untranslated: boolean } | null {
  const translation = useTranslation();
  if (!translation) return null;
  const place = registry.formContext as FormPlace | undefined;
  const source = valueAt(translation.english, [...fromPointer(place?.pointer ?? ""), ...fieldPathId.path]);
  return { source, untranslated: needsTranslation(formData, source, schema as Schema, registry.rootSchema as Schema) };
}

/** What a field of words on an Arabic page shows between its label and its box: the English words, and the mark while it is to translate. */
export function TranslationNote({ id, source, untranslated }: { id: string; source: unknown; untranslated: boolean }) {
  const ids = translationIds(id);
  return (
    <>
      {(typeof source === "string" || Array.isArray(source)) && <EnglishSource id={ids.english} value={source} />}
      {untranslated && (
        <p id={ids.untranslated} className="translation-mark">
          Not translated yet
        </p>
      )}
    </>
  );
}

/**
 * Every field of the generated forms, as the form library draws it; on an Arabic page a text field
 * also shows its TranslationNote, which its box names in its description (ArabicTextWidget.tsx). A
 * rich text shows its own, under its label and help (RichTextField.tsx).
 */
export function TranslatedFieldTemplate(props: FieldTemplateProps) {
  const translation = useFieldTranslation(props);
  const { schema, formData, hidden, children, fieldPathId } = props;
  const text = (schema.type === "string" || typeof formData === "string") && isTextSchema(schema as Schema);
  if (!translation || hidden || !text) return <DefaultFieldTemplate {...props} />;
  return (
    <DefaultFieldTemplate {...props}>
      <>
        <TranslationNote id={fieldPathId.$id} {...translation} />
        {children}
      </>
    </DefaultFieldTemplate>
  );
}
