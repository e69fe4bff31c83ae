import { describe, expect, it } from "vitest";
import { routeForPageFile, routeKey, splitLink } from "../src/shared/routes.ts";

describe("addresses", () => {
  it("come from the page file's path", () => {
    expect(routeForPageFile("index.json")).toBe("/");
    expect(routeForPageFile("about-us.json")).toBe("/about-us");
    expect(routeForPageFile("services/ai-machine-learning.json")).toBe("/services/ai-machine-learning");
    expect(routeForPageFile("services/index.json")).toBe("/services");
    expect(routeForPageFile("blog/AIML.json")).toBe("/blog/AIML");
  });

  it("are not made from files or folders whose name starts with _", () => {
    expect(routeForPageFile("_site.json")).toBeNull();
    expect(routeForPageFile("_drafts/careers.json")).toBeNull();
  });

  it("compare equal whatever their letter case or trailing slash", () => {
    expect(routeKey("/Blog/AIML/")).toBe(routeKey("/blog/aiml"));
    expect(routeKey("/")).toBe("/");
    expect(routeKey("/about-us")).not.toBe(routeKey("/about-usa"));
  });

  it("split a link into the page and the section it names", () => {
    expect(splitLink("/services/cyber-security?x=1#process")).toEqual({ path: "/services/cyber-security", hash: "process" });
    expect(splitLink("/contact")).toEqual({ path: "/contact", hash: "" });
  });
});
