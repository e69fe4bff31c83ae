import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "../scripts/lib/paths.ts";

/** Where validator cases live: tests/fixtures/validation/_base is a small site, each other folder one case. */
export const validationFixtures = join(root, "tests", "fixtures", "validation");

/** Scratch folders the tests write sites into (git-ignored). */
export const testWorkDir = join(root, "tests", "fixtures", ".work");

/** The fixture site (tests/fixtures/validation/_base) with one case's files over it, as a pages/ folder. */
export function fixtureSite(fixture: string): string {
  const dir = join(testWorkDir, fixture);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(validationFixtures, "_base"), dir, { recursive: true });
  cpSync(join(validationFixtures, fixture), dir, { recursive: true });
  return dir;
}
