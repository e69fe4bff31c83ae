import { describe, expect, it } from "vitest";
import type { RouteEntry } from "virtual:pages";
import { routeFinder } from "../src/app/routing.ts";

const entry = (route: string, aliases: string[] = []): RouteEntry => ({ route, aliases, blocks: [], twin: route, load: () => Promise.reject(new Error("not loaded here")) });
const findRoute = routeFinder([entry("/"), entry("/blog/aiml", ["/blog/AIML"]), entry("/services/web-development", ["/services/web-developments"])]);

describe("finding the page for an address", () => {
  it("matches whatever the letter case, with or without a trailing slash", () => {
    expect(findRoute("/BLOG/aiml/")?.route).toBe("/blog/aiml");
    expect(findRoute("/services/web-developments")?.route).toBe("/services/web-development");
    expect(findRoute("/")?.route).toBe("/");
  });

  it("finds nothing (the 404 page) for an unknown address or a longer one", () => {
    expect(findRoute("/blog/aiml/more")).toBeUndefined();
    expect(findRoute("/nowhere")).toBeUndefined();
  });
});
