import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { alsoOpenWords, PRESENCE_EVERY_MS, usePresence } from "./usePresence.ts";

const jo = { email: "jo@company.example", name: "Jo" };
let told: { path: string; open: boolean; keepalive: boolean | undefined }[];
let others: (typeof jo)[];

beforeEach(() => {
  vi.useFakeTimers();
  told = [];
  others = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    told.push({ ...JSON.parse(String(init.body)), keepalive: init.keepalive });
    return new Response(JSON.stringify({ others }), { status: 200, headers: { "Content-Type": "application/json" } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the answers to the requests made so far arrive. */
const answered = () => act(() => vi.advanceTimersByTimeAsync(0));

describe("who else has the page open", () => {
  it("is told to the server when the page opens, every 20 s while it is open, and when it closes, and the others are named", async () => {
    const { result, unmount } = renderHook(() => usePresence("pages/index.json", true));
    await answered();
    expect(told).toEqual([{ path: "pages/index.json", open: true, keepalive: true }]);
    expect(result.current).toEqual([]);

    others = [jo];
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_EVERY_MS));
    expect(told).toHaveLength(2);
    expect(alsoOpenWords(result.current)).toBe("Also open: Jo (jo@company.example)");

    unmount();
    expect(told.at(-1)).toEqual({ path: "pages/index.json", open: false, keepalive: true });
  });

  it("says the page is closed when the tab goes away", async () => {
    renderHook(() => usePresence("pages/index.json", true));
    await answered();
    window.dispatchEvent(new Event("pagehide"));
    expect(told.at(-1)).toMatchObject({ open: false });
  });

  it("asks nothing on the dev server, where one person works", async () => {
    const { result } = renderHook(() => usePresence("pages/index.json", false));
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_EVERY_MS * 2));
    expect(told).toEqual([]);
    expect(alsoOpenWords(result.current)).toBe("");
  });
});
