/**
 * Serves the built dist/ folder as it is, with the enquiry API and its delivery, and the page studio
 * at /studio when STUDIO_REPO is set (settings: src/server/config.ts). `npm start` runs this after
 * building; the browser tests run it directly.
 */
import "./lib/production.ts";
import { createServer } from "../src/server/app.ts";
import { ConfigError, serverConfig, type ServerConfig } from "../src/server/config.ts";
import { openConfiguredStore } from "../src/server/enquiries/openStore.ts";
import { distDir, root } from "./lib/paths.ts";

let config: ServerConfig;
try {
  config = serverConfig(root);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
const store = await openConfiguredStore(config);
// Loaded only when set up: a server without the studio never loads its code.
const studio = config.studio && (await (await import("./lib/studio/live/openLiveStudio.ts")).openLiveStudio(config.studio, config, store));
const server = await createServer({
  // With the studio, the site its last publish built; else the build as it is.
  dist: studio?.site ?? distDir,
  logLevel: "info",
  enquiries: { store, rateLimit: config.rateLimit, delivery: config.delivery, retentionDays: config.retentionDays },
  trustProxy: config.trustProxy,
  studio: studio?.plugin,
});
await server.listen({ port: config.port, host: config.host });
console.log(`Serving the site on http://localhost:${config.port} (${describeEnquiries(config)})`);
if (config.studio) console.log(`The page studio is at ${config.studio.publicUrl}/studio; saves are commits on the studio/drafts branch of ${config.studio.repo}`);

function describeEnquiries({ databaseUrl, enquiriesDb, delivery: { email, webhook } }: ServerConfig): string {
  const where = databaseUrl ? `enquiries are stored in PostgreSQL at ${new URL(databaseUrl).host}` : `enquiries are stored in ${enquiriesDb}`;
  const told = [email && `e-mailed to ${email.to.join(", ")}`, webhook && `posted to ${new URL(webhook.url).origin}`].filter(Boolean);
  return told.length ? `${where}, ${told.join(" and ")}` : `${where} only: set SMTP_URL or ENQUIRIES_WEBHOOK_URL to be told of each (docs/enquiries.md)`;
}

// Finish the requests under way and the deliveries being sent, then close the database cleanly.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void server.close().then(() => Promise.all([store.close(), studio?.close()])).then(() => process.exit(0)));
}
