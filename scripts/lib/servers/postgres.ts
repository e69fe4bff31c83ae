/**
 * A real PostgreSQL server for the tests (Debian's postgresql package): a new data directory in a
 * temporary folder and a free loopback port per run, removed when stopped. PostgreSQL refuses to run as
 * root, so as root (CI) it runs as the package's `postgres` user. fsync is off: these tests check what
 * the store does, not the disk under PostgreSQL.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./freePort.ts";

function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error("PostgreSQL is not installed: apt-get install postgresql (.ci/run does it when missing).");
  return join(base, version, "bin");
}

export interface TestPostgres {
  /** postgres://… of a new, empty database each call: tests do not see each other's rows. */
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), "company-site-postgres-"));
  const data = join(folder, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    chownSync(folder, id("-u"), id("-g"));
  }
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : join(bin, program), asRoot ? ["-u", "postgres", "--", join(bin, program), ...args] : args, { stdio: "pipe" });
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  run("pg_ctl", ["-D", data, "-l", join(folder, "log"), "-w", "-o", `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, "start"]);

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    async newDatabase() {
      const name = `test_${++databases}`;
      const client = new pg.Client(url("postgres"));
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return url(name);
    },
    async stop() {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
