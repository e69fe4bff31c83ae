import { describe, expect, it, vi } from "vitest";

vi.mock("virtual:pages", () => ({
  routes: [
    { route: "/", aliases: [], load: async () => ({}) },
    { route: "/blog/aiml", aliases: ["/blog/AIML"], load: async () => ({}) },
    { route: "/services/web-development", aliases: ["/services/web-developments"], load: async () => ({}) },
    { route: "/blog/new", aliases: [], twin: "/ar/blog", load: async () => ({}) },
    { route: "/ar/about-us", aliases: [], load: async () => ({}) },
  ],
}));

const { findRoute } = await import("../src/app/routing.ts");

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
