import { useState, type Ref } from "react";
import { StudioDialog } from "../StudioDialog.tsx";
import { uploadImage } from "../api.ts";
import { useStudioData } from "../StudioData.tsx";
import { pictureUrl } from "../studioBase.ts";

const ACCEPTED = "image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml";

/**
 * The dev server serves a new file in public/ once its file watcher has seen it, a moment after the
 * upload's answer: asked before, the thumbnail would stay broken. Waits for it, for at most 3 s.
 */
async function served(src: string) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await fetch(src, { method: "HEAD", cache: "no-store" }).catch(() => undefined);
    // Before, the dev server answers with its HTML fallback, not a 404.
    if (response?.ok && response.headers.get("content-type")?.startsWith("image/")) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface Props {
  ref: Ref<HTMLDialogElement>;
  current: string | undefined;
  onChoose: (src: string) => void;
}

/**
 * The picture picker: a modal dialog (the platform's: Escape closes it, focus stays inside) listing
 * every picture in public/images/ as a thumbnail button, with a filter and an upload.
 */
export function ImagePicker({ ref, current, onChoose }: Props) {
  const { images, addImage } = useStudioData();
  const [filter, setFilter] = useState("");
  const [status, setStatus] = useState<{ kind: "busy" | "error"; text: string } | null>(null);
  const shown = images.filter((image) => image.src.toLowerCase().includes(filter.trim().toLowerCase()));

  async function upload(file: File | undefined) {
    if (!file) return;
    // The endpoint's rules (size, kind, scripts in an SVG) answer in its own words: not repeated here.
    setStatus({ kind: "busy", text: `Uploading ${file.name}…` });
    try {
      const image = await uploadImage(file);
      await served(pictureUrl(image.src));
      addImage(image);
      setStatus(null);
      onChoose(image.src);
    } catch (error) {
      setStatus({ kind: "error", text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <StudioDialog ref={ref} title="Choose a picture" onClose={() => setStatus(null)}>
      <div className="picker-tools">
        <label>
          Filter <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <label className="button">
          Upload a picture…
          <input className="visually-hidden" type="file" accept={ACCEPTED} onChange={(event) => void upload(event.target.files?.[0])} />
        </label>
        <span className="picker-hint">PNG, JPEG, WebP, AVIF, GIF or SVG, at most 2 MB; wider than 2,000 px is made 2,000 px wide.</span>
      </div>
      <p role={status?.kind === "error" ? "alert" : "status"} className={status?.kind === "error" ? "field-error" : undefined}>
        {status?.text}
      </p>
      <ul className="picker-grid">
        {shown.map((image) => (
          <li key={image.src}>
            <button type="button" className="picker-item" aria-pressed={image.src === current} onClick={() => onChoose(image.src)}>
              <img src={pictureUrl(image.src)} alt="" loading="lazy" width={image.width} height={image.height} />
              <span className="picker-name">{image.src.replace(/^\/images\//, "")}</span>
              <span className="picker-size">
                {image.width} × {image.height}, {kilobytes(image.bytes)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p>No picture matches “{filter}”.</p>}
    </StudioDialog>
  );
}
