import { getTemplate, type WidgetProps } from "@rjsf/utils";
import { useMemo } from "react";
import { linkTargets, useStudioData } from "../StudioData.tsx";

/**
 * A link field: typed like any text, with the site's addresses and their #sections offered as the
 * editor types (the browser's own suggestion list, so it works with the keyboard and screen readers).
 * An external address is typed in full; whether it is allowed is the validator's word, shown below.
 */
export function LinkWidget(props: WidgetProps) {
  const { addresses } = useStudioData();
  const schema = useMemo(() => ({ ...props.schema, examples: linkTargets(addresses) }), [props.schema, addresses]);
  const BaseInputTemplate = getTemplate("BaseInputTemplate", props.registry, props.options);
  return <BaseInputTemplate {...props} schema={schema} placeholder={props.placeholder || "/contact, /services#faq or https://…"} />;
}
