/**
 * The live site with its studio, as `npm start` runs it with STUDIO_REPO set, for the tests and the
 * guide's pictures:
 * the production server (scripts/serve.ts) in a process of its own, on a free port, with
 * - a real git remote (a bare repository on disk) and the server's clone of it as STUDIO_REPO, holding
 *   the site's pages, pictures and schemas as committed on main;
 * - a real SMTP server (the sign-in links arrive there) and a real OpenID provider (oidc-provider);
 * - a database of its own, whose staff list `staff()` changes with the real `npm run staff` command.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Role } from "../../../src/server/staff/staffStore.ts";
import { root } from "../paths.ts";
import { freePort } from "./freePort.ts";
import { startOidcProvider } from "./oidcServer.ts";
import { startSmtpServer } from "./smtpServer.ts";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Site developer", "-c", "user.email=dev@company.example", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8", env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" } }).trim();

export interface LiveStudioOptions {
  /** Who may sign in from the start, and as what (added with the real `npm run staff`). */
  staff?: Record<string, Role>;
  /** postgres://…: staff, sessions and enquiries there (DATABASE_URL) instead of a SQLite file of its own. */
  databaseUrl?: string;
  /** Another server's shared repository to clone instead of a new one: two servers of one site. */
  remote?: string;
}

export async function startLiveStudio({ staff: people = {}, databaseUrl, remote: sharedRemote }: LiveStudioOptions = {}) {
  const folder = mkdtempSync(join(tmpdir(), "live-studio-"));
  const remote = sharedRemote ?? join(folder, "remote.git");
  if (!sharedRemote) {
    const source = join(folder, "source");
    mkdirSync(source);
    for (const part of ["pages", "public", "schemas"]) cpSync(join(root, part), join(source, part), { recursive: true });
    git(source, "init", "-q");
    git(source, "add", "-A");
    git(source, "commit", "-q", "-m", "The site as published");
    git(folder, "clone", "-q", "--bare", source, remote);
  }
  const repo = join(folder, "checkout");
  git(folder, "clone", "-q", remote, repo);

  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const smtp = await startSmtpServer();
  const oidc = await startOidcProvider({
    people: [{ email: "editor@company.example", name: "Eda Editor" }, { email: "stranger@elsewhere.example", name: "A Stranger" }],
    clients: [{ clientId: "studio", clientSecret: "a-test-secret-of-enough-length-000", redirectUri: `${publicUrl}/studio/sign-in/sso/callback` }],
  });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    ENQUIRIES_DB: join(folder, "site.sqlite"),
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    SMTP_URL: smtp.url,
    ENQUIRIES_NOTIFY_TO: "sales@company.example",
    ENQUIRIES_NOTIFY_FROM: "website@company.example",
    STUDIO_REPO: repo,
    STUDIO_WORKTREE: join(folder, "drafts"),
    STUDIO_SITE_BUILDS: join(folder, "site-builds"),
    STUDIO_PUSH_REMOTE: "origin",
    STUDIO_PUSH_RETRY_SECONDS: "1",
    STUDIO_PUBLIC_URL: publicUrl,
    STUDIO_OIDC_ISSUER: oidc.issuer,
    STUDIO_OIDC_CLIENT_ID: "studio",
    STUDIO_OIDC_CLIENT_SECRET: "a-test-secret-of-enough-length-000",
  };
  const staff = (...args: string[]) => execFileSync(process.execPath, [join(root, "scripts", "staff.ts"), ...args], { env, encoding: "utf8" });

  let server: ChildProcess | undefined;
  /** Everything the server printed, across restarts. */
  let printed = "";
  /** Starts the server and resolves once it serves the studio. */
  const start = () =>
    new Promise<void>((resolve, reject) => {
      // In this process, not under tsx's command (which runs the script in a child of its own that a kill would miss).
      server = spawn(process.execPath, ["--import", "tsx", join(root, "scripts", "serve.ts")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        printed += chunk.toString();
        if (output.includes("The page studio is at")) resolve();
      };
      server.stdout!.on("data", listen);
      server.stderr!.on("data", listen);
      server.once("exit", (code, signal) => reject(new Error(`the server stopped (${code ?? signal}) before it served:\n${output}`)));
    });
  for (const [email, role] of Object.entries(people)) staff("add", email, "--role", role);
  await start();

  return {
    url: publicUrl,
    smtp,
    repo,
    remote,
    /** Where the server builds each publish (STUDIO_SITE_BUILDS). */
    siteBuilds: env.STUDIO_SITE_BUILDS,
    staff,
    /** git in the server's clone of the site. */
    git: (...args: string[]) => git(repo, ...args),
    /** What the server has printed (its log) so far. */
    output: () => printed,
    /** Kills the server as a crash would (SIGKILL: no clean-up), and waits until it is gone. */
    async crash() {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server!.kill("SIGKILL");
      await exited;
    },
    /** Starts the server again on the same repository, worktree and database. */
    restart: start,
    async stop() {
      server?.kill();
      await Promise.all([smtp.stop(), oidc.stop()]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type LiveStudio = Awaited<ReturnType<typeof startLiveStudio>>;
