/**
 * Renders kept from one content step to the next: a publish changes a page or two, and rendering every
 * address again (a fresh worker's cold code, tens of milliseconds each) would be most of its time.
 *
 * An address's render is a function of what the server bundle reads while rendering it: the bundle's
 * code, the route table's entries (addresses, aliases, blocks, footers, twins: no page's data), the
 * header and site modules, and the page's own data module. Every content module's name carries its
 * content's hash, and so does every chunk the bundle imports, so the names (and the bundle's entry
 * file itself) are the key: a render is reused only when all of them are the same, and an address
 * whose key is new is rendered.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Rendered } from "../../../src/entry-server.tsx";
import type { SiteContent } from "./siteContent.ts";
import { serverEntryIn } from "../serverBundle.ts";

/** Beside the server bundle: each address's render and its key, as the last content step there made them. */
export const keptRendersFile = "renders.json";

export interface KeptRender {
  key: string;
  rendered: Rendered;
}

const hashOf = (...parts: string[]) => createHash("sha256").update(parts.join("\0")).digest("hex");

/** The renders kept beside the server bundle in `ssr`, by address: none when there are none, or they cannot be read. */
export function readKeptRenders(ssr: string | undefined): Map<string, KeptRender> {
  const file = ssr && join(ssr, keptRendersFile);
  if (!file || !existsSync(file)) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, KeptRender>));
  } catch {
    return new Map();
  }
}

/** The text of the kept renders' file. */
export const keptRendersText = (renders: ReadonlyMap<string, KeptRender>) => JSON.stringify(Object.fromEntries(renders));

/** Each address's key, for the server bundle in `ssr` rendering `content`: `keyOf(address, route)`, route being its page's (none for the 404 page). */
export function renderKeys(ssr: string, content: SiteContent): (address: string, route?: string) => string {
  const code = hashOf(readFileSync(serverEntryIn(ssr), "utf8"));
  const entries = new Map(content.routeTable.map((entry) => [entry.route, entry]));
  const table = JSON.stringify(content.routeTable.map(({ load: _load, ...entry }) => entry));
  const shared = hashOf(code, content.entries.server.header, content.entries.server.site, table);
  return (address, route) => hashOf(shared, address, route === undefined ? "" : entries.get(route)!.load);
}
