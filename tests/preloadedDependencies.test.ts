import { describe, expect, it } from "vitest";
import { preloadedDependencies } from "../scripts/viteModulePreload.ts";

describe("what an import() on demand preloads", () => {
  it("is what it needs beyond the chunks every page has run already", () => {
    const dependencies = ["assets/Hero-a1.js", "assets/framework-b2.js", "assets/primitives-c3.js", "assets/shell-d4.js", "assets/rolldown-runtime-e5.js"];
    expect(preloadedDependencies("assets/shell-d4.js", dependencies)).toEqual(["assets/Hero-a1.js", "assets/primitives-c3.js"]);
  });
});
