import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { renderWithSite } from "../../tests/render.tsx";
import type { ReactElement } from "react";
import { CardGrid } from "../blocks/cardGrid/CardGrid.tsx";
import { revealLists } from "./revealChildren.ts";

/** A stand-in for the browser's IntersectionObserver that a test drives by hand. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The visitor scrolls `elements` into view together. */
  enter(elements: Element[]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const cards = ["One", "Two", "Three", "Four", "Five", "Six"].map((title) => ({ title }));
const itemOf = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;
const hidden = () => cards.map((card) => itemOf(card.title)).filter((item) => item.dataset.reveal === "pending").map((item) => item.textContent);

let animate: ReturnType<typeof vi.fn>;

function setUp({ reducedMotion = false, foldAfter }: { reducedMotion?: boolean; foldAfter: string[] }) {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as typeof window.matchMedia;
  // Cards named in foldAfter sit below the first screenful.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const below = foldAfter.includes(this.querySelector("h3")?.textContent ?? "");
    return { top: below ? window.innerHeight + 100 : 10 } as DOMRect;
  });
  animate = vi.fn();
  HTMLElement.prototype.animate = animate as unknown as HTMLElement["animate"];
}

/** Renders the grid and starts the page's reveal on it, as PageRoute does for every page it shows. */
function showPage(grid: ReactElement) {
  const rendered = renderWithSite(grid);
  const stop = revealLists(rendered.container);
  return { ...rendered, stop };
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe("scroll reveal of a card grid", () => {
  beforeEach(() => {
    FakeObserver.current = undefined;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    // jsdom has no Web Animations API: leave it as the other tests expect it.
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });

  it("hides only the cards below the fold, never those the visitor already sees", async () => {
    setUp({ foldAfter: ["Four", "Five", "Six"] });
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    expect(hidden()).toEqual([]);
    await nextFrame();
    expect(hidden()).toEqual(["Four", "Five", "Six"]);
  });

  it("fades in the cards that scroll into view together 0.2 s apart, and they stay visible", async () => {
    setUp({ foldAfter: ["Four", "Five", "Six"] });
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    await nextFrame();
    FakeObserver.current!.enter([itemOf("Five"), itemOf("Four"), itemOf("Six")]);
    expect(hidden()).toEqual([]);
    expect(animate.mock.calls.map(([, timing]) => timing.delay)).toEqual([0, 200, 400]);
    expect(animate.mock.contexts).toEqual([itemOf("Four"), itemOf("Five"), itemOf("Six")]);
    expect(FakeObserver.current!.observed.size).toBe(0);
  });

  it("staggers process steps 0.3 s apart", async () => {
    setUp({ foldAfter: ["One", "Two"] });
    showPage(<CardGrid type="cardGrid" variant="steps" cards={cards} />);
    await nextFrame();
    FakeObserver.current!.enter([itemOf("One"), itemOf("Two")]);
    expect(animate.mock.calls.map(([, timing]) => timing.delay)).toEqual([0, 300]);
  });

  it("hides nothing for a visitor who asks for less motion", async () => {
    setUp({ reducedMotion: true, foldAfter: ["Four", "Five", "Six"] });
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    await nextFrame();
    expect(hidden()).toEqual([]);
    expect(FakeObserver.current).toBeUndefined();
  });

  it("hides nothing when the page file turns reveal off", async () => {
    setUp({ foldAfter: ["Four", "Five", "Six"] });
    showPage(<CardGrid type="cardGrid" reveal={false} cards={cards} />);
    await nextFrame();
    expect(hidden()).toEqual([]);
  });

  it("leaves nothing hidden when the page goes away before its cards were seen", async () => {
    setUp({ foldAfter: ["Six"] });
    const { stop } = showPage(<CardGrid type="cardGrid" cards={cards} />);
    await nextFrame();
    const six = itemOf("Six");
    expect(six.dataset.reveal).toBe("pending");
    stop();
    expect(six.dataset.reveal).toBeUndefined();
    expect(FakeObserver.current!.observed.size).toBe(0);
  });
});
