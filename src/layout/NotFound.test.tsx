import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { renderWithSite } from "../../tests/render.tsx";
import { NotFound, REDIRECT_DELAY_MS } from "./NotFound.tsx";

afterEach(() => {
  vi.useRealTimers();
});

/** The 404 page at `path`, in that address's language: the address just before its delay is over, and just after. */
function addressAfterDelay(path: string) {
  vi.useFakeTimers();
  const { location } = renderWithSite(<NotFound />, { path });
  act(() => void vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1));
  const before = location.history.at(-1);
  act(() => void vi.advanceTimersByTime(1));
  return { before, after: location.history.at(-1) };
}

describe("the 404 page", () => {
  it("takes an English visitor to the home page after 2 seconds", () => {
    expect(addressAfterDelay("/no-such-page")).toEqual({ before: "/no-such-page", after: "/" });
  });

  it("says so in Arabic and takes an Arabic visitor to the Arabic home page after 2 seconds", () => {
    const { before, after } = addressAfterDelay("/ar/no-such-page");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("الصفحة غير موجودة");
    expect(screen.getByRole("status")).toHaveTextContent("عذرًا! الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر. جارٍ تحويلك إلى الصفحة الرئيسية…");
    expect({ before, after }).toEqual({ before: "/ar/no-such-page", after: "/ar" });
  });
});
