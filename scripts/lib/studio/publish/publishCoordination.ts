/**
 * Servers that share one PostgreSQL (DATABASE_URL) publish one at a time and hear of each other's
 * publishes: a session advisory lock around each publish, and a NOTIFY on the channel `site_published`
 * once one has landed, which every other server LISTENs to and answers by fetching the published
 * branch and serving it. One server alone needs neither: it publishes one at a time already (the
 * drafts' exclusive turn).
 */
import pg from "pg";

export interface PublishCoordination {
  /** Runs `work` while no other server publishes. */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /** Tells the other servers that `commit` is published. */
  published(commit: string): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock's key: any number the servers agree on ("publish" in ASCII). */
const PUBLISH_LOCK = 0x7075626c697368n;
const CHANNEL = "site_published";

export const singleServer: PublishCoordination = {
  alone: (work) => work(),
  published: async () => {},
  close: async () => {},
};

/**
 * The coordination of servers on `databaseUrl`: `onPublished` is called with the commit each time
 * another server has published. `server` tells this server's own notifications apart.
 */
export async function postgresCoordination(databaseUrl: string, server: string, onPublished: (commit: string) => void, log: (message: string) => void): Promise<PublishCoordination> {
  // Two connections of their own: a listening one stays idle between notifications, and a session
  // lock belongs to the connection that took it.
  const listener = new pg.Client({ connectionString: databaseUrl });
  const locker = new pg.Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), locker.connect()]);
  for (const client of [listener, locker]) client.on("error", (error) => log(`the publish coordination's database connection failed: ${error.message}`));
  listener.on("notification", ({ channel, payload }) => {
    if (channel !== CHANNEL || !payload) return;
    const { from, commit } = JSON.parse(payload) as { from: string; commit: string };
    if (from !== server) onPublished(commit);
  });
  await listener.query(`LISTEN ${CHANNEL}`);

  return {
    async alone(work) {
      await locker.query("SELECT pg_advisory_lock($1)", [PUBLISH_LOCK.toString()]);
      try {
        return await work();
      } finally {
        await locker.query("SELECT pg_advisory_unlock($1)", [PUBLISH_LOCK.toString()]);
      }
    },
    async published(commit) {
      await locker.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify({ from: server, commit })]);
    },
    async close() {
      await Promise.all([listener.end(), locker.end()]);
    },
  };
}
