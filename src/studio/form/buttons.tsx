import type { IconButtonProps, OptionalDataControlsTemplateProps, SubmitButtonProps } from "@rjsf/utils";

/**
 * The form library's buttons draw icons from a font the studio does not load; these say in words
 * what they do ("Move up", "Remove"), which editors new to the studio read faster than an icon.
 */
const textButton = (label: string, danger = false) =>
  function TextButton({ className, iconType: _iconType, icon: _icon, uiSchema: _uiSchema, registry: _registry, title: _title, ...button }: IconButtonProps) {
    return (
      <button type="button" className={`button button-small${danger ? " button-danger" : ""}${className ? ` ${className}` : ""}`} {...button}>
        {label}
      </button>
    );
  };

export const buttonTemplates = {
  AddButton: textButton("Add item"),
  CopyButton: textButton("Duplicate"),
  MoveDownButton: textButton("Move down"),
  MoveUpButton: textButton("Move up"),
  RemoveButton: textButton("Remove", true),
  ClearButton: textButton("Clear"),
  // The studio saves the whole file from its own bar: a form never submits.
  SubmitButton: (_props: SubmitButtonProps) => null,
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Add picture" or "Remove picture" for an optional group of fields, named by its title. */
export function OptionalDataControlsTemplate({ id, label, schema, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const onClick = onAddClick ?? onRemoveClick;
  if (!onClick) return <em id={id}>{label}</em>;
  const text = schema.title ? `${onAddClick ? "Add" : "Remove"} ${lowerFirst(schema.title)}` : label;
  return (
    <button type="button" id={id} className={`button button-small${onRemoveClick ? " button-danger" : ""}`} onClick={onClick}>
      {text}
    </button>
  );
}
