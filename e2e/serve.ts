/** Serves the already built dist/ for the browser tests (no rebuild: `npm test` builds first). */
import { join } from "node:path";
import { createServer } from "../src/server/app.ts";
import { root } from "../scripts/lib/paths.ts";

const server = await createServer({ dist: join(root, "dist") });
await server.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
