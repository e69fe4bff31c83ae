import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { lastChangedDates } from "../scripts/lib/lastChanged.ts";

const repo = mkdtempSync(join(tmpdir(), "last-changed-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const git = (args: string[], date?: string) =>
  spawnSync("git", args, { cwd: repo, encoding: "utf8", env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
const write = (file: string, text: string) => {
  mkdirSync(join(repo, file, ".."), { recursive: true });
  writeFileSync(join(repo, file), text);
};
const commit = (date: string) => {
  git(["add", "-A"]);
  git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "change"], `${date}T12:00:00Z`);
};

describe("a page's last change, for the sitemap", () => {
  git(["init", "-q"]);
  write("pages/index.json", "{}");
  write("pages/blog/a.json", "{}");
  commit("2026-03-01");
  write("pages/blog/a.json", '{ "changed": true }');
  commit("2026-05-20");

  it("is the date of the last commit that touched the file", () => {
    const dates = lastChangedDates(repo, ["pages/index.json", "pages/blog/a.json"], "2026-11-22");
    expect(Object.fromEntries(dates)).toEqual({ "pages/index.json": "2026-03-01", "pages/blog/a.json": "2026-05-20" });
  });

  it("is today for a file with uncommitted changes or one never committed", () => {
    write("pages/index.json", '{ "draft": true }');
    write("pages/new.json", "{}");
    const dates = lastChangedDates(repo, ["pages/index.json", "pages/new.json", "pages/blog/a.json"], "2026-11-22");
    expect(Object.fromEntries(dates)).toEqual({ "pages/index.json": "2026-11-22", "pages/new.json": "2026-11-22", "pages/blog/a.json": "2026-05-20" });
  });

  it("is today for every file outside a git repository", () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "no-git-"));
    expect(lastChangedDates(elsewhere, ["pages/index.json"], "2026-11-22").get("pages/index.json")).toBe("2026-11-22");
    rmSync(elsewhere, { recursive: true, force: true });
  });
});
