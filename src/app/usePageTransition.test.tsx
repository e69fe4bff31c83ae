// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { SLOW_NAVIGATION_MS, usePageTransition } from "./usePageTransition.ts";

/** Pages a test has made ready, and the fetch each page waits on until the test settles it. */
const ready = new Set<string>();
const fetches = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();

vi.mock("./pageReadiness.ts", () => ({
  isReadyToShow: (location: string) => ready.has(location),
  prepareToShow: (location: string) => {
    return new Promise<void>((resolve, reject) => fetches.set(location, { resolve, reject })).then(() => void ready.add(location));
  },
}));

const transition = (location: string) => renderHook(({ location }) => usePageTransition(location), { initialProps: { location } });

beforeEach(() => {
  ready.clear();
  fetches.clear();
  ready.add("/about-us");
});
afterEach(() => vi.useRealTimers());

describe("moving from page to page", () => {
  it("shows a page that is ready (prefetched, or seen before) in the same render as the address changes", () => {
    ready.add("/blog");
    const { result, rerender } = transition("/about-us");
    rerender({ location: "/blog" });
    expect(result.current).toEqual({ shown: "/blog", slow: false, failed: false });
  });

  it("keeps the old page on screen until the new one is here whole, then shows it", async () => {
    const { result, rerender } = transition("/about-us");
    rerender({ location: "/contact" });
    expect(result.current).toEqual({ shown: "/about-us", slow: false, failed: false });
    await act(async () => fetches.get("/contact")!.resolve());
    expect(result.current).toEqual({ shown: "/contact", slow: false, failed: false });
  });

  it("says the page is slow only after a second without it, and no more once it shows", async () => {
    vi.useFakeTimers();
    const { result, rerender } = transition("/about-us");
    rerender({ location: "/contact" });
    act(() => vi.advanceTimersByTime(SLOW_NAVIGATION_MS - 1));
    expect(result.current.slow).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ shown: "/about-us", slow: true, failed: false });
    await act(async () => fetches.get("/contact")!.resolve());
    expect(result.current).toEqual({ shown: "/contact", slow: false, failed: false });
  });

  it("says the page could not be fetched, for the address asked for, and forgets it when the visitor goes elsewhere", async () => {
    const { result, rerender } = transition("/about-us");
    rerender({ location: "/contact" });
    await act(async () => fetches.get("/contact")!.reject(new Error("offline")));
    expect(result.current).toEqual({ shown: "/contact", slow: false, failed: true });
    rerender({ location: "/about-us" });
    expect(result.current).toEqual({ shown: "/about-us", slow: false, failed: false });
  });

  it("shows only the last page asked for when the visitor clicks on before the first arrives", async () => {
    const { result, rerender } = transition("/about-us");
    rerender({ location: "/contact" });
    rerender({ location: "/blog" });
    await act(async () => fetches.get("/contact")!.resolve());
    expect(result.current.shown).toBe("/about-us");
    await act(async () => fetches.get("/blog")!.resolve());
    expect(result.current.shown).toBe("/blog");
  });
});
