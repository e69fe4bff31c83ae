// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useJustShown } from "./useJustShown.ts";

const shownAt = (shown: string) => renderHook(({ shown }) => useJustShown(shown), { initialProps: { shown } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a page just shown", () => {
  it("is not one on arrival: the page the visitor landed on is drawn whole, as served", () => {
    expect(shownAt("/about-us").result.current).toBe(false);
  });

  it("is one in the render that replaces the page, until the browser's first idle moment", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (task: () => void) => ((idle = task), 1));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { result, rerender } = shownAt("/about-us");
    rerender({ shown: "/contact" });
    expect(result.current).toBe(true);
    act(() => idle!());
    expect(result.current).toBe(false);
  });

  it("stops being one soon where the browser cannot say when it is idle", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const { result, rerender } = shownAt("/about-us");
    rerender({ shown: "/contact" });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });
});
