/**
 * Serves the built dist/ folder as it is, with the enquiry API (settings: src/server/config.ts).
 * `npm start` runs this after building; the browser tests run it directly.
 */
import "./lib/production.ts";
import { createServer } from "../src/server/app.ts";
import { serverConfig } from "../src/server/config.ts";
import { openEnquiryStore } from "../src/server/enquiries/store.ts";
import { distDir, root } from "./lib/paths.ts";

const config = serverConfig(root);
const store = openEnquiryStore(config.enquiriesDb);
const server = await createServer({
  dist: distDir,
  logLevel: "warn",
  enquiries: { store, rateLimit: config.rateLimit },
  trustProxy: config.trustProxy,
});
await server.listen({ port: config.port, host: config.host });
console.log(`Serving the site on http://localhost:${config.port} (enquiries are stored in ${config.enquiriesDb})`);

// Finish the requests under way, then close the database cleanly.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void server.close().then(() => (store.close(), process.exit(0))));
}
