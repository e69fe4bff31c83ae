import { describe, expect, it, vi } from "vitest";
import { fetchOnce } from "./fetchOnce.ts";

describe("something fetched when first needed", () => {
  it("is fetched once, however often and however soon it is asked for, and is at hand from then on", async () => {
    const fetch = vi.fn(() => Promise.resolve("code"));
    const code = fetchOnce(fetch);
    expect(code.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second, await code.load(), code.loaded()]).toEqual(["code", "code", "code", "code"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is fetched again after a failed fetch (the connection came back)", async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("code");
    const code = fetchOnce<string>(fetch);
    await expect(code.load()).rejects.toThrow("offline");
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe("code");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
