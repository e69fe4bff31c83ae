import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/paths.ts";
import { openDraftsRepository, STUDIO_COMMITTER, type Author } from "../../scripts/lib/studio/drafts/draftsRepository.ts";
import { git, runGit } from "../../scripts/lib/studio/drafts/git.ts";

const amira: Author = { name: "Amira Haddad", email: "amira@example.com" };
const rahul: Author = { name: "Rahul Menon", email: "rahul@example.com" };
const seed: Author = { name: "Site maintainer", email: "maintainer@example.com" };

const homePage = readFileSync(join(root, "pages", "index.json"), "utf8");

let dir: string;
let repo: string;
let worktree: string;

/** git in `cwd`, as the test's own maintainer, printing trimmed output. */
const run = async (cwd: string, ...args: string[]) => (await git(cwd, args, { committer: seed })).trim();

const write = (folder: string, path: string, text: string) => {
  mkdirSync(join(folder, path, ".."), { recursive: true });
  writeFileSync(join(folder, path), text);
};

/** A site's repository on `main`: two pages, a picture, and files the studio must never commit. */
async function makeRepository() {
  await run(repo, "init", "--quiet", "--initial-branch=main");
  write(repo, "pages/index.json", homePage);
  write(repo, "pages/about-us.json", JSON.stringify({ meta: { title: "About Us" }, blocks: [] }, null, 2) + "\n");
  write(repo, "public/images/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>\n");
  write(repo, "package.json", "{}\n");
  write(repo, ".gitignore", "data/\n");
  await run(repo, "add", "--all");
  await run(repo, "commit", "--quiet", "-m", "The site");
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "drafts-"));
  repo = join(dir, "site");
  worktree = join(repo, "data", "studio", "drafts");
  mkdirSync(repo);
  await makeRepository();
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open = () => openDraftsRepository({ repo, worktree });
const changedFiles = (commit: string) => run(repo, "diff-tree", "--no-commit-id", "--name-status", "-r", commit);

describe("the drafts repository", () => {
  it("checks out studio/drafts from the repository's branch in its own worktree", async () => {
    const drafts = await open();
    expect(drafts.branch).toBe("studio/drafts");
    expect(drafts.folders).toEqual({ pagesDir: join(worktree, "pages"), publicDir: join(worktree, "public") });
    expect(readFileSync(join(drafts.folders.pagesDir, "index.json"), "utf8")).toBe(homePage);
    expect(await run(repo, "rev-parse", "studio/drafts")).toBe(await run(repo, "rev-parse", "main"));
    expect(await run(worktree, "symbolic-ref", "HEAD")).toBe("refs/heads/studio/drafts");
  });

  it("names the files whose drafts visitors do not see yet, until the drafts are merged into the published branch", async () => {
    const drafts = await open();
    expect(await drafts.unpublished()).toEqual([]);
    write(worktree, "pages/about-us.json", JSON.stringify({ meta: { title: "About" }, blocks: [] }, null, 2) + "\n");
    write(worktree, "public/images/team.png", "not really a picture");
    await drafts.commit(["pages/about-us.json", "public/images/team.png"], amira, "About: title");
    expect(await drafts.unpublished()).toEqual(["pages/about-us.json", "public/images/team.png"]);

    await run(repo, "merge", "--quiet", "--ff-only", "studio/drafts");
    expect(await drafts.unpublished()).toEqual([]);
  });

  it("commits a saved page on studio/drafts in the editor's name, touching only that file", async () => {
    const drafts = await open();
    const base = await run(repo, "rev-parse", "main");
    write(worktree, "pages/index.json", homePage.replace("Technology that helps", "Software that helps"));

    const commit = await drafts.commit(["pages/index.json"], amira, "Home: hero heading");

    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(await run(repo, "rev-parse", "studio/drafts")).toBe(commit);
    expect(await run(repo, "rev-parse", `${commit}^`)).toBe(base);
    expect(await changedFiles(commit!)).toBe("M\tpages/index.json");
    expect(await run(repo, "log", "-1", "--format=%an <%ae>|%cn <%ce>|%s", commit!)).toBe(
      `Amira Haddad <amira@example.com>|${STUDIO_COMMITTER.name} <${STUDIO_COMMITTER.email}>|Home: hero heading`,
    );
    expect(await run(worktree, "status", "--porcelain")).toBe("");
  });

  it("leaves the base branch, the repository's own working tree and its checked-out branch as they were", async () => {
    const base = await run(repo, "rev-parse", "main");
    const drafts = await open();
    write(worktree, "pages/index.json", "{}\n");
    await drafts.commit(["pages/index.json"], amira, "Home: everything");

    expect(await run(repo, "rev-parse", "main")).toBe(base);
    expect(await run(repo, "symbolic-ref", "--short", "HEAD")).toBe("main");
    expect(await run(repo, "status", "--porcelain")).toBe("");
    expect(readFileSync(join(repo, "pages", "index.json"), "utf8")).toBe(homePage);
  });

  it("starts the drafts from another branch when asked, and keeps an existing drafts branch as it is", async () => {
    await run(repo, "branch", "release");
    write(repo, "pages/about-us.json", "{}\n");
    await run(repo, "commit", "--quiet", "--all", "-m", "On main only");

    const drafts = await openDraftsRepository({ repo, worktree, baseBranch: "release" });
    expect(await run(repo, "rev-parse", "studio/drafts")).toBe(await run(repo, "rev-parse", "release"));

    write(worktree, "pages/index.json", "{}\n");
    const commit = await drafts.commit(["pages/index.json"], amira, "Home: everything");
    await openDraftsRepository({ repo, worktree, baseBranch: "main" });
    expect(await run(repo, "rev-parse", "studio/drafts")).toBe(commit);
  });

  it("commits a new page, an uploaded picture and a deleted page together in one commit", async () => {
    const drafts = await open();
    write(worktree, "pages/careers.json", "{}\n");
    write(worktree, "public/images/team/photo.png", "not really a PNG\n");
    rmSync(join(worktree, "pages", "about-us.json"));

    const commit = await drafts.commit(["pages/careers.json", "public/images/team/photo.png", "pages/about-us.json"], rahul, "Three changes");

    expect((await changedFiles(commit!)).split("\n").sort()).toEqual(["A\tpages/careers.json", "A\tpublic/images/team/photo.png", "D\tpages/about-us.json"]);
    expect(await run(repo, "rev-list", "--count", "main..studio/drafts")).toBe("1");
  });

  it("resolves with undefined, and commits nothing, when the files are as the last commit has them", async () => {
    const drafts = await open();
    const before = await run(repo, "rev-parse", "studio/drafts");
    expect(await drafts.commit(["pages/index.json"], amira, "Home: nothing")).toBeUndefined();
    expect(await drafts.commit(["pages/never-written.json"], amira, "Nothing")).toBeUndefined();
    expect(await drafts.commit([], amira, "Nothing")).toBeUndefined();
    expect(await run(repo, "rev-parse", "studio/drafts")).toBe(before);
  });

  it("refuses a path outside pages/ and public/images/ before anything is committed", async () => {
    const drafts = await open();
    write(worktree, "package.json", '{ "scripts": { "postinstall": "curl evil" } }\n');
    write(worktree, "public/robots.txt", "Disallow: /\n");
    const before = await run(repo, "rev-parse", "studio/drafts");
    for (const path of ["package.json", "public/robots.txt", "pages/../package.json", "/etc/passwd", "../site/package.json", "pages\\..\\package.json", "pages/./index.json", "pages/", "", "pages"]) {
      await expect(drafts.commit([path], amira, "Sneaky"), path).rejects.toThrow(/cannot be committed to the drafts/);
    }
    await expect(drafts.commit(["pages/index.json", "package.json"], amira, "Sneaky")).rejects.toThrow(/cannot be committed/);
    expect(await run(repo, "rev-parse", "studio/drafts")).toBe(before);
  });

  it("refuses an author git would mangle, and a commit without a message", async () => {
    const drafts = await open();
    write(worktree, "pages/index.json", "{}\n");
    await expect(drafts.commit(["pages/index.json"], { name: "Eve <eve@evil.example>", email: "amira@example.com" }, "Home")).rejects.toThrow(/cannot author a commit/);
    await expect(drafts.commit(["pages/index.json"], { name: "", email: "amira@example.com" }, "Home")).rejects.toThrow(/cannot author a commit/);
    await expect(drafts.commit(["pages/index.json"], amira, "  ")).rejects.toThrow(/needs a message/);
    // Nothing was left staged for the next commit to take along.
    write(worktree, "pages/about-us.json", "{}\n");
    const commit = await drafts.commit(["pages/about-us.json"], rahul, "About Us: everything");
    expect(await changedFiles(commit!)).toBe("M\tpages/about-us.json");
  });

  it("runs no hook of the repository and ignores the machine's git configuration", async () => {
    write(repo, ".git/hooks/pre-commit", "#!/bin/sh\nexit 1\n");
    write(repo, ".git/hooks/post-commit", `#!/bin/sh\ntouch "${join(dir, "post-commit-ran")}"\n`);
    chmodSync(join(repo, ".git/hooks/pre-commit"), 0o755);
    chmodSync(join(repo, ".git/hooks/post-commit"), 0o755);
    const drafts = await open();
    write(worktree, "pages/index.json", "{}\n");
    const commit = await drafts.commit(["pages/index.json"], amira, "Home: everything");
    expect(existsSync(join(dir, "post-commit-ran"))).toBe(false);
    expect(await run(repo, "log", "-1", "--format=%cn|%G?", commit!)).toBe(`${STUDIO_COMMITTER.name}|N`);
  });

  it("lists the history newest first, of the whole branch or of one file", async () => {
    const drafts = await open();
    write(worktree, "pages/index.json", "{}\n");
    const first = await drafts.commit(["pages/index.json"], amira, "Home: everything");
    write(worktree, "pages/about-us.json", "{}\n");
    const second = await drafts.commit(["pages/about-us.json"], rahul, "About Us: everything\n\nWith a second paragraph.");

    const history = await drafts.history();
    expect(history.map((entry) => entry.commit).slice(0, 2)).toEqual([second, first]);
    expect(history[0]).toMatchObject({ author: rahul, message: "About Us: everything\n\nWith a second paragraph." });
    expect(history[0]!.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(history.at(-1)).toMatchObject({ author: seed, message: "The site" });
    expect((await drafts.history({ path: "pages/index.json" })).map((entry) => entry.commit)).toEqual([first, await run(repo, "rev-parse", "main")]);
    expect(await drafts.history({ limit: 1 })).toHaveLength(1);
    await expect(drafts.history({ path: "package.json" })).rejects.toThrow(/cannot be committed/);
  });

  it("runs the work given to exclusive one piece at a time, and commits called together one after the other", async () => {
    const drafts = await open();
    const events: string[] = [];
    const work = (name: string) =>
      drafts.exclusive(async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push(`${name} ends`);
      });
    await Promise.all([work("first"), work("second")]);
    expect(events).toEqual(["first starts", "first ends", "second starts", "second ends"]);

    const pages = Array.from({ length: 5 }, (_, n) => `pages/page-${n}.json`);
    for (const page of pages) write(worktree, page, "{}\n");
    const commits = await Promise.all(pages.map((page) => drafts.commit([page], amira, `New page ${page}`)));
    expect(new Set(commits).size).toBe(5);
    expect(await run(repo, "rev-list", "--count", "main..studio/drafts")).toBe("5");
  });

  it("opens again after the worktree folder was deleted, with the history kept", async () => {
    const drafts = await open();
    write(worktree, "pages/index.json", "{}\n");
    const commit = await drafts.commit(["pages/index.json"], amira, "Home: everything");
    rmSync(worktree, { recursive: true });

    const again = await open();
    expect(readFileSync(join(again.folders.pagesDir, "index.json"), "utf8")).toBe("{}\n");
    expect((await again.history({ limit: 1 }))[0]!.commit).toBe(commit);
    write(worktree, "pages/about-us.json", "{}\n");
    expect(await again.commit(["pages/about-us.json"], rahul, "About Us: everything")).toMatch(/^[0-9a-f]{40}$/);
  });

  it("refuses a worktree folder that is some other checkout", async () => {
    mkdirSync(join(dir, "other"));
    await run(join(dir, "other"), "init", "--quiet");
    await expect(openDraftsRepository({ repo, worktree: join(dir, "other") })).rejects.toThrow(/is not a worktree of/);
  });

  it("clears what a killed save left on open: a stale index.lock, a half-written page, an uncommitted new page and temporary files, keeping uploaded pictures", async () => {
    await open();
    const committed = readFileSync(join(worktree, "pages", "index.json"), "utf8");
    const gitDir = await run(worktree, "rev-parse", "--absolute-git-dir");
    writeFileSync(join(gitDir, "index.lock"), "");
    writeFileSync(join(worktree, "pages", "index.json"), committed.slice(0, 100));
    write(worktree, "pages/careers.json", "{}\n");
    write(worktree, "pages/.about-us.json.1a2b3c4d.tmp", "{ half");
    write(worktree, "public/images/team/photo.png", "an upload waiting for its page\n");
    write(worktree, "public/images/team/.photo-2.png.1a2b3c4d.tmp", "half an upload");

    const again = await open();

    expect(existsSync(join(gitDir, "index.lock"))).toBe(false);
    expect(readFileSync(join(worktree, "pages", "index.json"), "utf8")).toBe(committed);
    expect(existsSync(join(worktree, "pages", "careers.json"))).toBe(false);
    expect(existsSync(join(worktree, "pages", ".about-us.json.1a2b3c4d.tmp"))).toBe(false);
    expect(existsSync(join(worktree, "public", "images", "team", ".photo-2.png.1a2b3c4d.tmp"))).toBe(false);
    expect(readFileSync(join(worktree, "public", "images", "team", "photo.png"), "utf8")).toBe("an upload waiting for its page\n");
    expect(await run(worktree, "status", "--porcelain")).toBe("?? public/images/team/");
    write(worktree, "pages/index.json", "{}\n");
    expect(await again.commit(["pages/index.json"], amira, "Home: everything")).toMatch(/^[0-9a-f]{40}$/);
  });

  it("keeps every answered save and a sound repository when the server is killed in the middle of saving", async () => {
    await open();
    const saver = spawn(process.execPath, [join(root, "tests", "studio", "draftSavesLoop.ts"), repo, worktree, "1000"], { stdio: ["ignore", "pipe", "pipe"] });
    let printed = "";
    let errors = "";
    saver.stderr.on("data", (chunk: Buffer) => (errors += chunk));
    const ended = new Promise((resolve) => saver.once("exit", resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        saver.stdout.on("data", (chunk: Buffer) => {
          printed += chunk;
          // Killed after some saves, at an unplanned moment of the next one.
          if (printed.split("\n").length > 20) setTimeout(() => resolve(), Math.random() * 15);
        });
        saver.once("exit", () => reject(new Error(`the saver ended by itself: ${errors}`)));
      });
    } finally {
      saver.kill("SIGKILL");
      await ended;
    }
    const answered = printed.split("\n").filter((line) => /^[0-9a-f]{40}$/.test(line));
    expect(answered.length).toBeGreaterThanOrEqual(20);

    const drafts = await open();

    expect((await runGit(repo, ["fsck", "--full", "--no-progress"], { committer: seed })).code).toBe(0);
    const history = new Set((await run(repo, "log", "--format=%H", "studio/drafts")).split("\n"));
    expect(answered.filter((commit) => !history.has(commit))).toEqual([]);
    expect(await run(worktree, "status", "--porcelain")).toBe("");
    write(worktree, "pages/index.json", "{}\n");
    expect(await drafts.commit(["pages/index.json"], amira, "Home: everything")).toMatch(/^[0-9a-f]{40}$/);
  }, 30_000);
});
