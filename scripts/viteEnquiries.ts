/**
 * Vite plugin for `npm run dev`: the contact form sends to the same enquiry API as in production (the
 * same Fastify routes, rules and storage), so the live preview behaves like the site. Dev enquiries go to
 * data/dev-enquiries.sqlite, apart from real ones (ENQUIRIES_DB overrides), and are never delivered: a
 * test enquiry typed while editing a page must not reach the sales team.
 */
import Fastify from "fastify";
import type { Plugin } from "vite";
import { serverConfig } from "../src/server/config.ts";
import { enquiryRoutes } from "../src/server/enquiries/routes.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import { ENQUIRIES_PATH } from "../src/shared/enquiryApi.ts";
import { root } from "./lib/paths.ts";

export function enquiriesDevPlugin(): Plugin {
  return {
    name: "company-site:enquiries-api",
    apply: "serve",
    async configureServer(server) {
      const config = serverConfig(root, { ...process.env, ENQUIRIES_DB: process.env.ENQUIRIES_DB ?? "data/dev-enquiries.sqlite" });
      const store = openSqliteStore(config.enquiriesDb);
      const api = Fastify();
      await api.register(enquiryRoutes, { store, rateLimit: config.rateLimit });
      await api.ready();
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] === ENQUIRIES_PATH) api.routing(request, response);
        else next();
      });
      server.httpServer?.once("close", () => void api.close().then(() => store.close()));
    },
  };
}
