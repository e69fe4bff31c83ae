import { getTemplate, type WidgetProps } from "@rjsf/utils";
import { useRef, useState } from "react";
import { ImagePicker } from "./ImagePicker.tsx";
import { pictureUrl } from "../studioBase.ts";

/**
 * A picture field: its address under /images/ with a thumbnail, and a button that opens the picker
 * (every picture in public/images/, and an upload). The address can still be typed.
 */
export function ImageWidget(props: WidgetProps) {
  const { id, value, onChange, registry, options, disabled, readonly } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const BaseInputTemplate = getTemplate("BaseInputTemplate", registry, options);
  const src = typeof value === "string" && value.startsWith("/images/") ? value : undefined;
  // Said once a picture is chosen or uploaded: the picker closes, and the description beside it
  // still describes the picture it replaced.
  const [chosen, setChosen] = useState("");
  return (
    <div className="image-field">
      {src ? <img className="image-field-thumb" src={pictureUrl(src)} alt="" width={64} height={48} /> : <span className="image-field-thumb" aria-hidden="true" />}
      <div className="image-field-input">
        <BaseInputTemplate {...props} placeholder={props.placeholder || "/images/…"} />
      </div>
      <button type="button" className="button" disabled={disabled || readonly} aria-describedby={id} onClick={() => dialog.current?.showModal()}>
        Choose picture…
      </button>
      <ImagePicker
        ref={dialog}
        current={src}
        onChoose={(picture) => {
          onChange(picture);
          dialog.current?.close();
          setChosen(picture === src ? "" : `Now showing ${picture.replace(/^\/images\//, "")}. Check that the picture's description still fits it.`);
        }}
      />
      <p role="status" className="image-field-note">
        {chosen}
      </p>
    </div>
  );
}
