/**
 * Which of the site's own modules travel in the `shell` chunk: exactly those the app entry imports
 * statically, directly or through other own modules. That is what every page's first load needs, in
 * one file instead of dozens of tiny shared chunks; what is imported on demand (the blocks, the
 * off-canvas panel, the search popup, the head-writing code) stays out, wherever its file sits.
 *
 * The walk stops at libraries: a package's index re-exports everything it has (lucide's every
 * icon), so its imports say nothing about what is used. The group takes the libraries the shell
 * really uses along with it (rolldown captures a group's dependencies) unless the `framework` group
 * claims them first.
 */
import { resolve } from "node:path";
import { shellChunk } from "./chunkNames.ts";

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** The site's own modules `entry` reaches through static imports, the entry included. */
function ownStaticImports(entry: string, infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id) || isLibrary(id)) continue;
    seen.add(id);
    pending.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A rolldown `codeSplitting` group name function for the shell. `bootEntry` is the boot script, which
 * must import nothing: what it shares with the app stays out of the shell. The app entry itself stays
 * in its own chunk too, which the boot script imports by name.
 */
export function shellChunkName(appEntry: string, bootEntry: string) {
  const app = resolve(appEntry);
  const boot = resolve(bootEntry);
  let shell: Set<string> | undefined;
  return (id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null => {
    if (!shell) {
      const infoOf: ModuleInfoOf = (module) => ctx.getModuleInfo(module);
      const ofBoot = ownStaticImports(boot, infoOf);
      shell = new Set([...ownStaticImports(app, infoOf)].filter((module) => module !== app && !ofBoot.has(module)));
    }
    return shell.has(id) ? shellChunk : null;
  };
}
