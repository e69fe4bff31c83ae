/**
 * The live site's builds: each publish writes a whole new site into a folder of its own beside the one
 * served (data/site-builds/<id>/dist, with the server bundle it renders with in <id>/ssr), and only
 * once it is complete is it made current, in one step: a rename of the `current` link, and the server
 * reads the new folder from its next request on. A build that fails, or a server killed half way,
 * leaves the served site as it was.
 *
 * A new build starts from links, not copies: the code (hashed chunks, the client build's manifest) and
 * the content modules of the builds still kept (a page open in a tab still loads its data; older
 * content goes with its builds), then the pictures and public files of the content being published.
 * The content step writes every page anew.
 */
import { existsSync, readFileSync } from "node:fs";
import { cp, link, mkdir, readdir, readlink, rename, rm, symlink, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { contentInUse, isContent, writtenByContentStep } from "../../content/contentInBuild.ts";
import { buildCompleteStamp, root } from "../../paths.ts";

/** A build's folders: its site, and the server bundle it renders with. */
export interface BuildFolders {
  dist: string;
  ssr: string;
}

export interface SiteBuild extends BuildFolders {
  id: string;
}

export interface SiteBuilds {
  /** The folder served now: the newest publish's, or the project's own dist/ before any. */
  current(): string;
  /** The folders of the build served now, its server bundle's too: the project's own dist/ and dist-ssr/ before any publish. */
  currentBuild(): BuildFolders;
  /** A new build folder holding the code and the public files of `publicDir`, for the content step to fill. */
  prepare(publicDir: string): Promise<SiteBuild>;
  /** Serves `build`, made from the published branch at `commit`, from now on; earlier builds but the last few are removed. */
  swap(build: SiteBuild, commit: string): Promise<void>;
  /** The commit the served build was made from; undefined for the project's own dist/, whose commit the build does not record. */
  servedCommit(): string | undefined;
  /** Removes a build that will never be served (its content step failed). */
  discard(build: SiteBuild): Promise<void>;
}

export interface SiteBuildsOptions {
  /** Where the builds go (STUDIO_SITE_BUILDS). */
  folder: string;
  /** The code build: `npm run build`'s dist/ and dist-ssr/. */
  codeDist: string;
  codeSsr: string;
  /** How many builds before the current one stay on disk. */
  keep?: number;
}

/** Beside a build's dist/ and ssr/: the published commit it was made from. */
const commitFile = "commit";

/** Every file under `folder`, relative to it, with forward slashes. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  // Not a file being written (freshFile.ts writes through "<name>.<pid>.tmp"), which is renamed a moment later.
  return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp")).map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * `to` becomes the same file as `from` (a hard link; a copy where the two folders are on different
 * disks). A compressed copy being replaced meanwhile (the last build's worker compresses its pages
 * again once they are served: precompress.ts) is linked as it is before or after, never half.
 */
export async function linkFile(from: string, to: string) {
  await mkdir(join(to, ".."), { recursive: true });
  await rm(to, { force: true });
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    await cp(from, to);
  }
}

/** The code build's stamp (npm run compress writes it): a build made with other code is not served. */
const codeStamp = (codeDist: string) => (existsSync(join(codeDist, buildCompleteStamp)) ? readFileSync(join(codeDist, buildCompleteStamp), "utf8") : "");

export async function openSiteBuilds({ folder, codeDist, codeSsr, keep = 3 }: SiteBuildsOptions): Promise<SiteBuilds> {
  await mkdir(folder, { recursive: true });
  const currentLink = join(folder, "current");
  const stamp = codeStamp(codeDist);
  // The newest publish, unless the code was built again since (a deploy): then the code build is current.
  let served: SiteBuild | undefined;
  let servedCommit: string | undefined;
  if (existsSync(currentLink)) {
    const id = await readlink(currentLink);
    const build = { id, dist: join(folder, id, "dist"), ssr: join(folder, id, "ssr") };
    if (existsSync(join(build.dist, "index.html")) && codeStamp(build.dist) === stamp) {
      served = build;
      servedCommit = existsSync(join(folder, id, commitFile)) ? readFileSync(join(folder, id, commitFile), "utf8").trim() : undefined;
    }
  }
  // Builds a killed server left half made are never served (only `current` names a complete one): the
  // folder is this server's alone, so they go.
  for (const entry of await readdir(folder)) {
    if (entry !== "current" && entry !== served?.id) await rm(join(folder, entry), { recursive: true, force: true });
  }
  const builds = served ? [served.id] : [];
  /** The sites served lately, the current one last: their pages may still be open in visitors' tabs. */
  const recent = [served?.dist ?? codeDist];

  return {
    current: () => served?.dist ?? codeDist,
    currentBuild: () => (served ? { dist: served.dist, ssr: served.ssr } : { dist: codeDist, ssr: codeSsr }),
    servedCommit: () => servedCommit,
    async prepare(publicDir) {
      const id = new Date().toISOString().replace(/[:.]/g, "-");
      const build = { id, dist: join(folder, id, "dist"), ssr: join(folder, id, "ssr") };
      const from = served?.dist ?? codeDist;
      // The content of the builds still kept stays, for pages open in visitors' tabs; older content goes.
      const inUse = new Set(recent.flatMap((dist) => [...contentInUse(dist)]));
      const carried = (path: string) => path !== buildCompleteStamp && !writtenByContentStep(path) && (!isContent(path) || inUse.has(path));
      for (const path of await filesUnder(from)) if (carried(path)) await linkFile(join(from, path), join(build.dist, path));
      // A copy, not a link: the next code build rewrites the project's stamp, and this one must still name the code it was made with.
      await writeFile(join(build.dist, buildCompleteStamp), stamp);
      for (const path of await filesUnder(publicDir)) await linkFile(join(publicDir, path), join(build.dist, path));
      for (const path of await filesUnder(codeSsr)) if (!path.startsWith("content/") && path !== "package.json") await linkFile(join(codeSsr, path), join(build.ssr, path));
      // The server bundle imports React and the other libraries it leaves out: Node looks for them in
      // the node_modules folders above it, so the build has the project's.
      await symlink(join(root, "node_modules"), join(folder, id, "node_modules"));
      return build;
    },
    async swap(build, commit) {
      await writeFile(join(folder, build.id, commitFile), `${commit}\n`);
      const next = join(folder, `current-${build.id}`);
      await symlink(build.id, next);
      await rename(next, currentLink);
      served = build;
      servedCommit = commit;
      builds.push(build.id);
      recent.push(build.dist);
      recent.splice(0, Math.max(0, recent.length - 1 - keep));
      // Old builds go once served no more; one that cannot go yet (its worker still writing its last
      // compressed copies) is tried again at the next publish, and the site is served all the same.
      for (const old of builds.splice(0, Math.max(0, builds.length - 1 - keep))) {
        await rm(join(folder, old), { recursive: true, force: true, maxRetries: 2 }).catch(() => builds.unshift(old));
      }
    },
    async discard(build) {
      await rm(join(folder, build.id), { recursive: true, force: true });
    },
  };
}
