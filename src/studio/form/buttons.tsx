import type { IconButtonProps, SubmitButtonProps } from "@rjsf/utils";

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
