import { describe, expect, it } from "vitest";
import type { RouteEntry } from "virtual:pages";
import { routeFinder, withTwins } from "../src/app/routing.ts";

const entry = (route: string, more: Partial<RouteEntry> = {}): RouteEntry => ({ route, aliases: [], blocks: [], load: () => Promise.reject(new Error("not loaded here")), ...more });
const findRoute = routeFinder(
  withTwins([
    entry("/"),
    entry("/blog/aiml", { aliases: ["/blog/AIML"] }),
    entry("/services/web-development", { aliases: ["/services/web-developments"] }),
    entry("/blog/new", { twin: "/ar/blog" }),
    entry("/ar/about-us"),
  ]),
);

describe("finding the page for an address", () => {
  it("matches whatever the letter case, with or without a trailing slash", () => {
    expect(findRoute("/BLOG/aiml/")?.route).toBe("/blog/aiml");
    expect(findRoute("/services/web-developments")?.route).toBe("/services/web-development");
    expect(findRoute("/")?.route).toBe("/");
  });

  it("gives each page its twin in the other language: the same address there unless the table names another", () => {
    expect(findRoute("/")?.twin).toBe("/ar");
    expect(findRoute("/ar/about-us")?.twin).toBe("/about-us");
    expect(findRoute("/blog/new")?.twin).toBe("/ar/blog");
  });

  it("finds nothing (the 404 page) for an unknown address or a longer one", () => {
    expect(findRoute("/blog/aiml/more")).toBeUndefined();
    expect(findRoute("/nowhere")).toBeUndefined();
  });
});
