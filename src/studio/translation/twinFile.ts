/**
 * The page's twin in the other language, as the editor loads it beside the page: an Arabic page's
 * English twin, whose words are the source of its fields; for an English page, whether its Arabic twin
 * is written (the editor offers to create it when not). Whether a twin exists is the page list's to
 * say, so that a missing one is no failed request; the English twin is read through GET file like any
 * page, so the live studio gives its draft where it has one.
 */
import { loadFile, loadPageList } from "../api.ts";
import type { Language } from "../../shared/language.ts";
import { twinSourceOf } from "../../shared/routes.ts";

export type Twin =
  /** The site file, and files that are no pages, have no twin. */
  | { kind: "none" }
  | { kind: "missing"; language: Language; path: string }
  /** `value`: the English twin's, for an Arabic page. */
  | { kind: "found"; language: Language; path: string; value?: unknown }
  /** The twin could not be read: the page is edited all the same, without its source. */
  | { kind: "failed"; language: Language; path: string; message: string };

/** "pages/ar/about-us.json" ↔ "pages/about-us.json"; null for a file that is no page. */
export function twinPathOf(path: string): { path: string; language: Language } | null {
  const twin = twinSourceOf(path.replace(/^pages\//, ""));
  return twin && { path: `pages/${twin.source}`, language: twin.language };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export async function loadTwin(path: string): Promise<Twin> {
  const twin = twinPathOf(path);
  if (!twin) return { kind: "none" };
  try {
    if (!(await loadPageList()).some((file) => file.path === twin.path)) return { kind: "missing", ...twin };
    if (twin.language === "ar") return { kind: "found", ...twin };
    return { kind: "found", ...twin, value: parsed((await loadFile(twin.path)).text) };
  } catch (error) {
    return { kind: "failed", ...twin, message: error instanceof Error ? error.message : String(error) };
  }
}
