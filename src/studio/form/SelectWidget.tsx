import { getDefaultRegistry } from "@rjsf/core";
import type { WidgetProps } from "@rjsf/utils";
import { icons } from "../../ui/Icon.tsx";
import { SvgIcon } from "../../ui/SvgIcon.tsx";

const DefaultSelectWidget = getDefaultRegistry().widgets.SelectWidget!;

/** The form library's choice between the kinds a `oneOf`/`anyOf` allows (a menu entry: a link or a group) has no label of its own. */
const isKindChoice = (id: string) => /__(one|any)of_select$/.test(id);

/** Every list of choices; a list of icon names (tagged `x-icon` in the schemas) shows the icons themselves. */
export function SelectWidget(props: WidgetProps) {
  if (props.schema["x-icon"]) return <IconWidget {...props} />;
  if (!isKindChoice(props.id)) return <DefaultSelectWidget {...props} />;
  return (
    <label className="kind-choice">
      Kind of {String(props.label || "entry").toLowerCase()} <DefaultSelectWidget {...props} />
    </label>
  );
}

/**
 * The icon set as a grid of choices, each drawn as the site draws it with its name under it: the
 * platform's radio buttons, so the arrow keys move between them and a screen reader reads the names.
 */
function IconWidget({ id, label, value, onChange, required, disabled, readonly, options }: WidgetProps) {
  const names = (options.enumOptions ?? []).map((option) => String(option.value)).filter((name): name is keyof typeof icons => name in icons);
  const choice = (name: string | undefined, label: string, drawing?: keyof typeof icons) => (
    <label key={name ?? "none"} className="icon-choice">
      <input type="radio" name={id} checked={value === name} disabled={disabled || readonly} onChange={() => onChange(name)} />
      {drawing ? <SvgIcon icon={icons[drawing]} size={22} /> : <span className="icon-none" aria-hidden="true" />}
      <span>{label}</span>
    </label>
  );
  return (
    <div id={id} className="icon-choices" role="radiogroup" aria-label={label || "Icon"}>
      {!required && choice(undefined, "None")}
      {names.map((name) => choice(name, name.replace(/-/g, " "), name))}
    </div>
  );
}
