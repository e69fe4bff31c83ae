/**
 * A scratch copy of the site for the studio's tests: the real pages/ and public/images/, under
 * tests/fixtures/.work/<name>/, with the studio's endpoint over them (Fastify's inject, no sockets).
 * Requests look like the studio's own by default; a test changes Host or Origin to play a stranger.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { listJsonFiles } from "../../scripts/lib/pageFiles.ts";
import { root } from "../../scripts/lib/paths.ts";
import { schemaReference } from "../../scripts/lib/schemas.ts";
import { createStudioApi } from "../../scripts/lib/studio/endpoint.ts";
import { SITE_FILE } from "../../scripts/lib/validateProject.ts";
import { testWorkDir } from "../fixtureSite.ts";

export const STUDIO_PORT = 5173;
export const studioOrigin = `http://localhost:${STUDIO_PORT}`;

/** Each copied file's "$schema" pointed at schemas/ from its new place, so the copy validates as the site does. */
function pointAtSchemas(pagesDir: string) {
  for (const source of listJsonFiles(pagesDir)) {
    const full = join(pagesDir, source);
    const reference = schemaReference(full, source === SITE_FILE ? "site.schema.json" : "page.schema.json");
    writeFileSync(full, readFileSync(full, "utf8").replace(/"\$schema": "[^"]*"/, `"$schema": ${JSON.stringify(reference)}`));
  }
}

export async function studioSite(name: string) {
  const dir = join(testWorkDir, name);
  rmSync(dir, { recursive: true, force: true });
  const pagesDir = join(dir, "pages");
  const publicDir = join(dir, "public");
  cpSync(join(root, "pages"), pagesDir, { recursive: true });
  cpSync(join(root, "public", "images"), join(publicDir, "images"), { recursive: true });
  pointAtSchemas(pagesDir);
  const api = await createStudioApi({ pagesDir, publicDir, port: () => STUDIO_PORT });

  /** A request as the studio's page sends it; `headers` add to or replace the studio's own. */
  const request = (method: "GET" | "POST" | "PUT", url: string, options: { body?: unknown; payload?: Buffer | string; headers?: Record<string, string> } = {}) =>
    api.inject({
      method,
      url,
      headers: {
        host: `localhost:${STUDIO_PORT}`,
        ...(method === "GET" ? {} : { origin: studioOrigin }),
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      payload: options.payload ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });

  return { dir, pagesDir, publicDir, api, request, read: (path: string) => readFileSync(join(dir, path), "utf8") };
}

/** The lines only `before` has and the lines only `after` has, as a line diff shows them. */
export function lineChanges(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  // Longest common subsequence of lines, filled from the end.
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) (i++, j++);
    else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}
