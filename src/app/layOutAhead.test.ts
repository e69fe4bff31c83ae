// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { layOutAhead } from "./layOutAhead.ts";

/** A section, hidden as React's Activity hides each element it holds hidden, or on screen. */
function section({ hidden = false } = {}): HTMLElement {
  const element = document.createElement("section");
  if (hidden) element.style.setProperty("display", "none", "important");
  return element;
}

/** <main> holding `sections`: a page on screen and the one React drew ahead beside it. */
function mainWith(...sections: HTMLElement[]): { main: HTMLElement; sections: HTMLElement[] } {
  const main = document.createElement("main");
  main.append(...sections);
  document.body.append(main);
  return { main, sections };
}

const outOfSight = (section: HTMLElement) => ({
  display: section.style.display,
  position: section.style.position,
  visibility: section.style.visibility,
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a page drawn ahead, laid out out of sight", () => {
  it("trades React's display: none for an invisible box fixed far above the window, and leaves the page on screen alone", () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }));
    layOutAhead(main);
    expect(outOfSight(sections[1]!)).toEqual({ display: "", position: "fixed", visibility: "hidden" });
    expect(sections[0]!.getAttribute("style")).toBeNull();
  });

  it("takes the sections React inserts hidden later, as it renders the page when it gets round to it", async () => {
    const { main } = mainWith(section());
    layOutAhead(main);
    const late = section({ hidden: true });
    main.append(late);
    await Promise.resolve(); // the mutation observer's turn
    expect(outOfSight(late)).toEqual({ display: "", position: "fixed", visibility: "hidden" });
  });

  it("leaves alone an element hidden by its own style rather than by React's Activity", () => {
    const { main, sections } = mainWith(section());
    sections[0]!.style.display = "none";
    layOutAhead(main);
    expect(outOfSight(sections[0]!)).toEqual({ display: "none", position: "", visibility: "" });
  });

  it("on the click, puts each section in its place and stops watching", async () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }), section({ hidden: true }));
    const show = layOutAhead(main);
    show();
    for (const section of sections.slice(1)) expect(outOfSight(section)).toEqual({ display: "", position: "", visibility: "" });
    const later = section({ hidden: true });
    main.append(later);
    await Promise.resolve();
    expect(later.style.display).toBe("none");
  });
});
