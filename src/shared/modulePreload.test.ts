import { describe, expect, it, vi } from "vitest";
import { __vitePreload } from "./modulePreload.ts";

const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

describe("an import of the app's code on demand", () => {
  it("asks for the chunks it imports beside it, in the same task, each once however often they are named", async () => {
    const load = vi.fn(() => Promise.resolve("Hero"));
    const imported = __vitePreload(load, ["assets/Hero-1.js", "assets/primitives-2.js"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual(["/assets/Hero-1.js", "/assets/primitives-2.js"]);
    await expect(imported).resolves.toBe("Hero");

    await __vitePreload(() => Promise.resolve("Footer"), ["assets/Footer-3.js", "assets/primitives-2.js"]);
    expect(preloaded()).toEqual(["/assets/Hero-1.js", "/assets/primitives-2.js", "/assets/Footer-3.js"]);
  });

  it("fails as the import fails, when a chunk cannot be fetched", async () => {
    await expect(__vitePreload(() => Promise.reject(new Error("offline")), [])).rejects.toThrow("offline");
  });
});
