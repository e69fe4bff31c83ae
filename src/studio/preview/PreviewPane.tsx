import { useEffect, useRef, useState } from "react";
import { previewPath } from "../studioApi.ts";
import { studioBase } from "../studioBase.ts";
import { fromOwnOrigin, type FromPreview, type ToPreview } from "./previewMessages.ts";
import { withDrawnPictures } from "./drawnPictures.ts";

/** The two widths the issue asks for: a desktop and a phone. */
const widths = [
  { width: 1280, label: "Desktop (1280 px)" },
  { width: 375, label: "Phone (375 px)" },
] as const;

interface Props {
  route: string;
  page: unknown;
}

/**
 * The live preview beside the form: a frame drawing the page with the site's own components, as
 * wide as a desktop or a phone (scaled down to fit the pane, so media queries see the real width),
 * in light or dark colours.
 */
export function PreviewPane({ route, page }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pane = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>(1280);
  const [scheme, setScheme] = useState<"light" | "dark">("light");
  // Counts the frame's "ready" messages: a frame that loads again (the dev server reloaded it) gets the page again.
  const [ready, setReady] = useState(0);
  const [paneSize, setPaneSize] = useState({ width: 640, height: 800 });

  const post = (message: ToPreview) => frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && fromOwnOrigin<FromPreview>(event)?.kind === "ready") setReady((count) => count + 1);
    };
    window.addEventListener("message", receive);
    return () => window.removeEventListener("message", receive);
  }, []);
  useEffect(() => {
    if (ready) post({ kind: "page", route, page: withDrawnPictures(page) });
  }, [ready, route, page]);
  useEffect(() => {
    if (ready) post({ kind: "scheme", scheme });
  }, [ready, scheme]);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => entry && setPaneSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    if (pane.current) observer.observe(pane.current);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, paneSize.width / width);
  return (
    <section className="preview" aria-label="Preview">
      <div className="preview-tools">
        <fieldset className="segmented">
          <legend className="visually-hidden">Width</legend>
          {widths.map((option) => (
            <label key={option.width}>
              <input type="radio" name="preview-width" checked={width === option.width} onChange={() => setWidth(option.width)} /> {option.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend className="visually-hidden">Colours</legend>
          {(["light", "dark"] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="preview-scheme" checked={scheme === option} onChange={() => setScheme(option)} /> {option === "light" ? "Light" : "Dark"}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="preview-stage" ref={pane}>
        <iframe
          ref={frame}
          src={previewPath(studioBase)}
          title={`Preview of ${route}`}
          style={{ width, height: paneSize.height / scale, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
