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
  private report(entries: Partial<IntersectionObserverEntry>[]) {
    act(() => this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }
  /**
   * The browser lays the page out and reports every card once: those named in `below` sit under the
   * first screenful, those in `above` over it (the visitor came back scrolled down), those in
   * `notLaidOut` in a section the browser left for later (an empty box), the others in view.
   */
  firstReport({ below = [], above = [], notLaidOut = [] }: { below?: string[]; above?: string[]; notLaidOut?: string[] }) {
    const rootBounds = { top: 0, bottom: window.innerHeight } as DOMRectReadOnly;
    const box = (top: number, height = 100) => ({ top, bottom: top + height, height }) as DOMRectReadOnly;
    this.report(
      [...this.observed].map((target) => {
        const title = target.querySelector("h3")?.textContent ?? "";
        if (below.includes(title)) return { target, isIntersecting: false, rootBounds, boundingClientRect: box(window.innerHeight + 100) };
        if (above.includes(title)) return { target, isIntersecting: false, rootBounds, boundingClientRect: box(-300) };
        if (notLaidOut.includes(title)) return { target, isIntersecting: false, rootBounds, boundingClientRect: box(0, 0) };
        return { target, isIntersecting: true, rootBounds, boundingClientRect: box(10) };
      }),
    );
  }
  /** The visitor scrolls `elements` into view together. */
  enter(elements: Element[]) {
    this.report(elements.map((target) => ({ target, isIntersecting: true })));
  }
}

const cards = ["One", "Two", "Three", "Four", "Five", "Six"].map((title) => ({ title }));
const itemOf = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;
const hidden = () => cards.map((card) => itemOf(card.title)).filter((item) => item.dataset.reveal === "pending").map((item) => item.textContent);

let animate: ReturnType<typeof vi.fn>;

function setUp({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as typeof window.matchMedia;
  animate = vi.fn();
  HTMLElement.prototype.animate = animate as unknown as HTMLElement["animate"];
}

/** Renders the grid and starts the page's reveal on it, as app/PageFrame.tsx does for every page it shows. */
function showPage(grid: ReactElement) {
  const rendered = renderWithSite(grid);
  const stop = revealLists(rendered.container);
  return { ...rendered, stop };
}

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

  it("hides only the cards below the fold, never those the visitor already sees", () => {
    setUp();
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    expect(hidden()).toEqual([]);
    FakeObserver.current!.firstReport({ below: ["Four", "Five", "Six"] });
    expect(hidden()).toEqual(["Four", "Five", "Six"]);
    expect([...FakeObserver.current!.observed].map((item) => item.textContent)).toEqual(["Four", "Five", "Six"]);
  });

  it("leaves alone the cards the visitor has scrolled past, and hides those in a section not laid out yet", () => {
    setUp();
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    FakeObserver.current!.firstReport({ above: ["One", "Two"], notLaidOut: ["Five", "Six"] });
    expect(hidden()).toEqual(["Five", "Six"]);
  });

  it("never asks the browser where a card is, which would lay the page out again", async () => {
    setUp();
    const asked = vi.spyOn(Element.prototype, "getBoundingClientRect");
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    FakeObserver.current!.firstReport({ below: ["Four", "Five", "Six"] });
    FakeObserver.current!.enter([itemOf("Four")]);
    expect(asked).not.toHaveBeenCalled();
  });

  it("fades in the cards that scroll into view together 0.2 s apart, and they stay visible", () => {
    setUp();
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    FakeObserver.current!.firstReport({ below: ["Four", "Five", "Six"] });
    FakeObserver.current!.enter([itemOf("Five"), itemOf("Four"), itemOf("Six")]);
    expect(hidden()).toEqual([]);
    expect(animate.mock.calls.map(([, timing]) => timing.delay)).toEqual([0, 200, 400]);
    expect(animate.mock.contexts).toEqual([itemOf("Four"), itemOf("Five"), itemOf("Six")]);
    expect(FakeObserver.current!.observed.size).toBe(0);
  });

  it("staggers process steps 0.3 s apart", () => {
    setUp();
    showPage(<CardGrid type="cardGrid" variant="steps" cards={cards} />);
    FakeObserver.current!.firstReport({ below: ["One", "Two"] });
    FakeObserver.current!.enter([itemOf("One"), itemOf("Two")]);
    expect(animate.mock.calls.map(([, timing]) => timing.delay)).toEqual([0, 300]);
  });

  it("hides nothing for a visitor who asks for less motion", () => {
    setUp({ reducedMotion: true });
    showPage(<CardGrid type="cardGrid" cards={cards} />);
    expect(hidden()).toEqual([]);
    expect(FakeObserver.current).toBeUndefined();
  });

  it("hides nothing when the page file turns reveal off", () => {
    setUp();
    showPage(<CardGrid type="cardGrid" reveal={false} cards={cards} />);
    expect(FakeObserver.current).toBeUndefined();
    expect(hidden()).toEqual([]);
  });

  it("leaves nothing hidden when the page goes away before its cards were seen", () => {
    setUp();
    const { stop } = showPage(<CardGrid type="cardGrid" cards={cards} />);
    FakeObserver.current!.firstReport({ below: ["Six"] });
    const six = itemOf("Six");
    expect(six.dataset.reveal).toBe("pending");
    stop();
    expect(six.dataset.reveal).toBeUndefined();
    expect(FakeObserver.current!.observed.size).toBe(0);
  });
});
