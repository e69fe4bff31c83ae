/**
 * The live studio's two HTML pages, written from the studio build's manifest (npm run build:studio):
 * each entry's hashed script, its stylesheets and the chunks it imports (preloaded, so they come side by
 * side with the entry rather than after it).
 */
import { join } from "node:path";
import { LIVE_STUDIO_PATH } from "../../../../src/studio/studioApi.ts";
import { chunkClosure, readBuildManifest, type ManifestChunk } from "../../buildManifest.ts";
import { studioHtml } from "../studioHtml.ts";

export interface LiveStudioPages {
  editor: string;
  preview: string;
  /** The editor's stylesheets, which the sign-in pages use too. */
  stylesheets: string[];
}

const studioEntry = "src/studio/main.tsx";
const previewEntry = "src/studio/preview/main.tsx";

export function liveStudioPages(studioDist: string): LiveStudioPages {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = readBuildManifest(studioDist);
  } catch {
    throw new Error(`The studio is not built (${join(studioDist, ".vite", "manifest.json")} is missing): run npm run build, which builds it.`);
  }
  const url = (file: string) => `${LIVE_STUDIO_PATH}/${file}`;
  const page = (key: string, title: string) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`The studio build has no entry ${key}: run npm run build again.`);
    // A stylesheet the two entries share (the font faces) belongs to a chunk they import, not to either entry.
    const chunks = chunkClosure(manifest, [key]);
    const stylesheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(url);
    const preloads = chunks.filter((chunk) => chunk !== entry).map((chunk) => chunk.file);
    const head = [...stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`), ...preloads.map((file) => `<link rel="modulepreload" href="${url(file)}" />`)].join("\n    ");
    return { html: studioHtml({ title, base: LIVE_STUDIO_PATH, head, entry: url(entry.file), noindex: true }), stylesheets };
  };
  const editor = page(studioEntry, "Page studio");
  return { editor: editor.html, preview: page(previewEntry, "Preview").html, stylesheets: editor.stylesheets };
}
