/**
 * The server bundle (npm run build:server writes it to dist-ssr/) and the client build's page template,
 * both kept once the site is built: the prerenderer renders every page with them, and the live studio's
 * draft preview (studio/live/draftPreview.ts) renders a draft with the same components, without a build.
 * The template is dist/index.html as Vite wrote it: the prerenderer writes the home page over that file,
 * so it keeps a copy here.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ssrDistDir } from "./paths.ts";

export type ServerEntry = typeof import("../../src/entry-server.tsx");

/** The bundle's entry in a server bundle folder: dist-ssr/, or a live publish's build's ssr/. */
export const serverEntryIn = (ssr: string) => join(ssr, "entry-server.js");
export const serverEntryFile = serverEntryIn(ssrDistDir);

/** The entry of the server bundle in `ssr`, imported (with the content its package.json names). */
export const importServerEntry = (ssr: string) => import(pathToFileURL(serverEntryIn(ssr)).href) as Promise<ServerEntry>;
export const pageTemplateFile = join(ssrDistDir, "page-template.html");

/** What the draft preview renders a draft with: the bundle's renderDraft and the page template. */
export interface DraftRenderer {
  renderDraft: ServerEntry["renderDraft"];
  template: string;
}

/** The kept bundle and template, read from disk (a second of work: the live server does it once, when first asked). */
export async function loadServerBundle(): Promise<DraftRenderer> {
  const [entry, template] = await Promise.all([importServerEntry(ssrDistDir), readFile(pageTemplateFile, "utf8")]);
  return { renderDraft: entry.renderDraft, template };
}
