/**
 * The production server (scripts/serve.ts, as `npm start` runs it) for the enquiry benches: on a fresh
 * store of either kind, with or without e-mail to the bench's SMTP server, on a free loopback port,
 * stopped when the bench's work with it is done. `crashAndRestart` kills it with SIGKILL, as a power
 * cut or the OOM killer would, and starts it again on the same port and store.
 */
import { join } from "node:path";
import { ENQUIRIES_PATH } from "../../../src/shared/enquiryApi.ts";
import { freePort } from "../servers/freePort.ts";
import type { TestPostgres } from "../servers/postgres.ts";
import { startSiteServer } from "../servers/siteServer.ts";

export type StoreName = "SQLite" | "PostgreSQL";
export const storeNames: readonly StoreName[] = ["SQLite", "PostgreSQL"];

/**
 * The settings of a new, empty store: a SQLite file of its own in `folder`, or a new PostgreSQL
 * database. DATABASE_URL is always set ("" means SQLite), so that one in the bench's own environment
 * never points a SQLite run elsewhere.
 */
let sqliteFiles = 0;
export async function newStore(store: StoreName, folder: string, postgres: TestPostgres): Promise<NodeJS.ProcessEnv> {
  return store === "PostgreSQL" ? { DATABASE_URL: await postgres.newDatabase() } : { DATABASE_URL: "", ENQUIRIES_DB: join(folder, `enquiries-${++sqliteFiles}.sqlite`) };
}

/** E-mail to staff through the bench's SMTP server (src/server/config.ts reads these). */
export const emailTo = (smtpUrl: string): NodeJS.ProcessEnv => ({ SMTP_URL: smtpUrl, ENQUIRIES_NOTIFY_TO: "sales@example.com", ENQUIRIES_NOTIFY_FROM: "website@example.com" });

export interface BenchServer {
  port: number;
  /** http://127.0.0.1:<port>/api/enquiries */
  enquiriesUrl: string;
  /** SIGKILL, then the same server again on the same port and store; resolves once it listens. */
  crashAndRestart(): Promise<void>;
}

/** Runs `work` against a server started with `env`, and stops whichever server is running at the end. */
export async function withServer<T>(folder: string, env: NodeJS.ProcessEnv, work: (server: BenchServer) => Promise<T>): Promise<T> {
  const port = await freePort();
  // The rate limit is for people; the bench is one address sending thousands.
  const settings = { ENQUIRIES_RATE_LIMIT: "100000000", ...env };
  let running = await startSiteServer(port, folder, settings);
  const server: BenchServer = {
    port,
    enquiriesUrl: `http://127.0.0.1:${port}${ENQUIRIES_PATH}`,
    async crashAndRestart() {
      await running.stop("SIGKILL");
      running = await startSiteServer(port, folder, settings);
    },
  };
  try {
    return await work(server);
  } finally {
    await running.stop();
  }
}
