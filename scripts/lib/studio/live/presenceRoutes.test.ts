import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ActiveSession } from "../../../../src/server/staff/staffStore.ts";
import type {} from "../../../../src/server/studio/auth/guard.ts";
import { studioApiErrorHandler } from "../endpoint.ts";
import { PRESENCE_EXPIRES_MS, presenceRoutes } from "./presenceRoutes.ts";

const person = (email: string, name: string) => ({ email, name, role: "editor" }) as ActiveSession;
const people = { jo: person("jo@company.example", "Jo"), sam: person("sam@company.example", "Sam"), ada: person("ada@company.example", "Ada") };
type Who = keyof typeof people;

let clock = 0;
let api: FastifyInstance;

beforeEach(async () => {
  clock = 1_000_000;
  api = Fastify();
  api.decorateRequest("studioSession", null);
  // The live studio reads the session from the cookie; here a header names who is signed in.
  api.addHook("preHandler", async (request) => {
    request.studioSession = people[request.headers["x-who"] as Who];
  });
  api.setErrorHandler(studioApiErrorHandler);
  await api.register(presenceRoutes, { now: () => clock });
});

afterEach(() => api.close());

const tell = async (who: Who, path: string, open: unknown = true) => {
  const response = await api.inject({ method: "POST", url: "/presence", headers: { "x-who": who }, payload: { path, open } });
  return { status: response.statusCode, body: response.json() };
};
const othersSeenBy = async (who: Who, path = "pages/index.json") => (await tell(who, path)).body.others;

describe("who else has a page open", () => {
  it("is nobody for the first person to open it", async () => {
    expect(await tell("jo", "pages/index.json")).toEqual({ status: 200, body: { others: [] } });
  });

  it("names everyone else who has the same page open, by name and e-mail address, not the person asking", async () => {
    await tell("sam", "pages/index.json");
    await tell("jo", "pages/index.json");
    expect(await othersSeenBy("ada")).toEqual([
      { email: "jo@company.example", name: "Jo" },
      { email: "sam@company.example", name: "Sam" },
    ]);
    expect(await othersSeenBy("jo")).toEqual([
      { email: "ada@company.example", name: "Ada" },
      { email: "sam@company.example", name: "Sam" },
    ]);
  });

  it("leaves out the people who have another page open", async () => {
    await tell("sam", "pages/about-us.json");
    expect(await othersSeenBy("jo")).toEqual([]);
  });

  it("drops a person at once when they close the page", async () => {
    await tell("sam", "pages/index.json");
    expect(await othersSeenBy("jo")).toHaveLength(1);
    expect((await tell("sam", "pages/index.json", false)).body.others).toEqual([{ email: "jo@company.example", name: "Jo" }]);
    expect(await othersSeenBy("jo")).toEqual([]);
  });

  it("keeps a person who says every 20 s that the page is open, and drops one not heard of for 40 s", async () => {
    await tell("sam", "pages/index.json");
    await tell("ada", "pages/index.json");
    for (let beat = 0; beat < 3; beat++) {
      clock += 20_000;
      await tell("sam", "pages/index.json");
    }
    expect(await othersSeenBy("jo")).toEqual([{ email: "sam@company.example", name: "Sam" }]);
    clock += PRESENCE_EXPIRES_MS + 1;
    expect(await othersSeenBy("jo")).toEqual([]);
  });
});

describe("what the presence address refuses", () => {
  it("answers 400 for a path that is not a page file, and for an open that is not true or false", async () => {
    for (const path of ["../package.json", "schemas/page.schema.json", "pages/x.txt", 42, "pages/" + "a".repeat(400) + ".json"]) {
      const refused = await tell("jo", path as string);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/is not a page file/);
    }
    expect(await tell("jo", "pages/index.json", "yes")).toEqual({ status: 400, body: { error: '"open" says whether the page is open here: true or false' } });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await api.inject({ method: "POST", url: "/presence", headers: { "x-who": "jo", "content-type": "text/plain" }, payload: "pages/index.json" });
    expect(response.statusCode).toBe(415);
  });
});
