import { getTemplate, type WidgetProps } from "@rjsf/utils";
import { ImageWidget } from "./ImageWidget.tsx";
import { LinkWidget } from "./LinkWidget.tsx";
import type { Schema } from "../../shared/schemaWalk.ts";
import { isTextSchema } from "../../shared/textPlaces.ts";
import { ArabicTextWidget } from "../translation/ArabicTextWidget.tsx";
import { useTranslation } from "../translation/translation.ts";

/** Text longer than this may be written as a paragraph, so it gets a box of several lines. */
const PARAGRAPH_LENGTH = 200;

/**
 * Every text field of the generated forms. The schemas tag what can be chosen instead of typed
 * (`x-link`, `x-image`: see scripts/lib/schemas.ts) and get a picker; a long text gets a text area;
 * the rest is a plain input whose placeholder is the schema's first example. On an Arabic page, words
 * are written in Arabic (ArabicTextWidget.tsx).
 */
export function TextWidget(props: WidgetProps) {
  const { schema, registry, options } = props;
  const translating = useTranslation() !== null;
  if (schema["x-link"]) return <LinkWidget {...props} />;
  if (schema["x-image"]) return <ImageWidget {...props} />;
  const long = typeof schema.maxLength === "number" && schema.maxLength > PARAGRAPH_LENGTH;
  if (translating && isTextSchema(schema as Schema)) return <ArabicTextWidget {...props} long={long} />;
  if (long) {
    const TextareaWidget = registry.widgets.TextareaWidget!;
    return <TextareaWidget {...props} options={{ rows: 3, ...options }} />;
  }
  const BaseInputTemplate = getTemplate("BaseInputTemplate", registry, options);
  const example = Array.isArray(schema.examples) && typeof schema.examples[0] === "string" ? schema.examples[0] : undefined;
  return <BaseInputTemplate {...props} schema={{ ...schema, examples: undefined }} placeholder={props.placeholder || example} />;
}
