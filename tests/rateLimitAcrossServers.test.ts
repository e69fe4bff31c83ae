/**
 * With DATABASE_URL, servers behind one load balancer share the rate limit: a visitor's allowance is
 * counted once across them, in PostgreSQL (a real server, tests/postgresForThisFile.ts).
 */
import { afterAll, describe, expect, it } from "vitest";
import { createServer } from "../src/server/app.ts";
import { openPostgresStore } from "../src/server/enquiries/postgresStore.ts";
import { ENQUIRIES_PATH } from "../src/shared/enquiryApi.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";
import { postgresForThisFile } from "./postgresForThisFile.ts";
import { siteFolder } from "../scripts/lib/servers/siteServer.ts";

const postgres = postgresForThisFile();
const { folder, remove } = siteFolder();
afterAll(remove);

describe("the rate limit on PostgreSQL", () => {
  it("counts one address's enquiries across two servers, and others apart", async () => {
    const databaseUrl = await postgres.newDatabase();
    const servers = await Promise.all(
      [1, 2].map(async () => {
        const store = await openPostgresStore(databaseUrl);
        const app = await createServer({ dist: folder, enquiries: { store, rateLimit: { max: 3, timeWindow: "10 minutes" } } });
        return { app, store };
      }),
    );
    try {
      const post = (server: number, remoteAddress = "203.0.113.7") =>
        servers[server]!.app.inject({ method: "POST", url: ENQUIRIES_PATH, headers: { "content-type": "application/json" }, payload: JSON.stringify(validEnquiry), remoteAddress });
      expect((await post(0)).statusCode).toBe(201);
      expect((await post(1)).statusCode).toBe(201);
      expect((await post(0)).statusCode).toBe(201);
      const limited = await post(1);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(500);
      expect(limited.json()).toEqual({ message: "Too many enquiries from this address. Please try again in 10 minutes." });
      expect((await post(1, "198.51.100.4")).statusCode).toBe(201);
      expect(await servers[0]!.store.list()).toHaveLength(4);
    } finally {
      for (const { app, store } of servers) {
        await app.close();
        await store.close();
      }
    }
  });
});
