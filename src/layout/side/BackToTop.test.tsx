import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../../theme/theme.ts";
import { WordsContext } from "../../words/words.ts";
import { wordsOf } from "../../words/wordsOf.ts";
import { BackToTop } from "./BackToTop.tsx";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
}

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <WordsContext value={wordsOf("en")}>
        <main id="main" tabIndex={-1}>
          Content
        </main>
        <BackToTop />
      </WordsContext>
    </ThemeProvider>,
  );
}

// A hidden control leaves the accessibility tree, name and all, so the query includes hidden elements
// (the page has just this one button) and the name is checked where the control is shown.
const control = () => screen.getByRole("button", { hidden: true });

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  mockReducedMotion(false);
  scrollTo(0);
});
afterEach(() => vi.restoreAllMocks());

describe("back-to-top control", () => {
  it("is hidden at the top of the page and appears once the page is scrolled past 400 px", () => {
    renderPage();
    expect(control()).not.toBeVisible();
    scrollTo(300);
    expect(control()).not.toBeVisible();
    scrollTo(900);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeVisible();
    scrollTo(100);
    expect(control()).not.toBeVisible();
  });

  it("appears at once when the page loads already scrolled down (a reload keeps the position)", () => {
    scrollTo(1500);
    renderPage();
    expect(control()).toBeVisible();
  });

  it("scrolls smoothly to the top and puts keyboard focus at the start of the main content", async () => {
    const user = userEvent.setup();
    renderPage();
    scrollTo(1200);
    await user.click(control());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderPage();
    scrollTo(1200);
    await user.click(control());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
