/**
 * What a drafts commit accepts. The studio writes only page files and pictures, so a commit names
 * only paths under pages/ or public/images/ (relative to the worktree, with forward slashes); anything
 * else, or a path that climbs out with "..", is a mistake in the caller and is refused before git runs.
 */
import { posix } from "node:path";
import type { Author } from "./author.ts";

const committableFolders = ["pages/", "public/images/"];

/** `path` as git is given it; throws unless it is a plain path of a file under pages/ or public/images/. */
export function committablePath(path: string): string {
  const plain = typeof path === "string" && path !== "" && !path.includes("\\") && !path.includes("\0") && !path.endsWith("/") && posix.normalize(path) === path;
  if (!plain || !committableFolders.some((folder) => path.startsWith(folder)) || path.split("/").includes("..")) {
    throw new Error(`${JSON.stringify(path)} cannot be committed to the drafts: only files under ${committableFolders.join(" or ")} can, named from the worktree's root`);
  }
  return path;
}

/** The person as git records them; throws when git would mangle or refuse the name or address. */
export function checkedAuthor(author: Author): Author {
  const fits = (text: unknown) => typeof text === "string" && text.trim() !== "" && !/[<>\n\r\0]/.test(text);
  if (!fits(author?.name) || !fits(author?.email)) {
    throw new Error(`${JSON.stringify(author)} cannot author a commit: a name and an e-mail address are needed, without "<", ">" or line breaks`);
  }
  return { name: author.name.trim(), email: author.email.trim() };
}
