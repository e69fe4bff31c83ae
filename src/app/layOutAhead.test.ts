// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { layOutAhead, navigateShowingAhead, showLaidOutAhead } from "./layOutAhead.ts";

/** An element of the page, hidden as React's Activity hides each element it holds hidden, or on screen. */
function element(name: "section" | "footer", hidden: boolean): HTMLElement {
  const created = document.createElement(name);
  if (hidden) created.style.setProperty("display", "none", "important");
  return created;
}

const section = ({ hidden = false } = {}) => element("section", hidden);

/** <main> holding `sections`: a page on screen and the one React drew ahead beside it. */
function mainWith(...sections: HTMLElement[]): { main: HTMLElement; sections: HTMLElement[] } {
  const main = document.createElement("main");
  main.append(...sections);
  document.body.append(main);
  return { main, sections };
}

/** The site's footers after <main>, as SiteLayout renders them. */
const footers = (...hidden: boolean[]) =>
  hidden.map((isHidden) => {
    const footer = element("footer", isHidden);
    document.body.append(footer);
    return footer;
  });

const outOfSight = (section: HTMLElement) => ({
  display: section.style.display,
  position: section.style.position,
  visibility: section.style.visibility,
});

afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("a page drawn ahead, laid out out of sight", () => {
  it("trades React's display: none for an invisible box fixed far above the window, and leaves the page on screen alone", () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }));
    layOutAhead(main, "/contact");
    expect(outOfSight(sections[1]!)).toEqual({ display: "", position: "fixed", visibility: "hidden" });
    expect(sections[0]!.getAttribute("style")).toBeNull();
  });

  it("takes the sections React inserts hidden later, as it renders the page when it gets round to it", async () => {
    const { main } = mainWith(section());
    layOutAhead(main, "/contact");
    const late = section({ hidden: true });
    main.append(late);
    await Promise.resolve(); // the mutation observer's turn
    expect(outOfSight(late)).toEqual({ display: "", position: "fixed", visibility: "hidden" });
  });

  it("leaves alone an element hidden by its own style rather than by React's Activity", () => {
    const { main, sections } = mainWith(section());
    sections[0]!.style.display = "none";
    layOutAhead(main, "/contact");
    expect(outOfSight(sections[0]!)).toEqual({ display: "none", position: "", visibility: "" });
  });

  it("on the click, puts each section in its place and stops watching", async () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }), section({ hidden: true }));
    const show = layOutAhead(main, "/contact");
    show();
    for (const section of sections.slice(1)) expect(outOfSight(section)).toEqual({ display: "", position: "", visibility: "" });
    const later = section({ hidden: true });
    main.append(later);
    await Promise.resolve();
    expect(later.style.display).toBe("none");
  });

  it("is shown by the click that asks for its route at once: its sections in place, the rest of <main> hidden", () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }), section({ hidden: true }));
    layOutAhead(main, "/contact");
    expect(showLaidOutAhead("/blog", true)).toBeUndefined();
    expect(sections[0]!.style.display).toBe("");
    expect(showLaidOutAhead("/contact", true)).toBeTypeOf("function");
    expect(sections[0]!.style.display).toBe("none");
    for (const section of sections.slice(1)) expect(outOfSight(section)).toEqual({ display: "", position: "", visibility: "" });
    // Once: a second click finds nothing more to show, and leaves the move to React.
    expect(showLaidOutAhead("/contact", true)).toBeUndefined();
  });

  it("can be put back out of sight, every element as it was, and shown again", () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }));
    const [footer] = footers(false);
    layOutAhead(main, "/contact");
    const before = [...sections, footer!].map((element) => element.style.cssText);
    showLaidOutAhead("/contact", false)!();
    expect([...sections, footer!].map((element) => element.style.cssText)).toEqual(before);
    expect(showLaidOutAhead("/contact", false)).toBeTypeOf("function");
  });

  it("leaves the sections past its first two for later on the click, as <main> does once React has the page, and React's commit hands them to <main>", () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }), section({ hidden: true }), section({ hidden: true }), section({ hidden: true }));
    const putInPlace = layOutAhead(main, "/contact");
    showLaidOutAhead("/contact", true);
    expect(sections.map((section) => section.style.contentVisibility)).toEqual(["", "", "", "auto", "auto"]);
    putInPlace();
    expect(sections.map((section) => section.style.contentVisibility)).toEqual(["", "", "", "", ""]);
  });

  it("is not shown once React has put it away, nor before React has inserted any of it", () => {
    const { main } = mainWith(section());
    const putAway = layOutAhead(main, "/contact");
    expect(showLaidOutAhead("/contact", true)).toBeUndefined();
    main.append(section({ hidden: true }));
    putAway();
    expect(showLaidOutAhead("/contact", true)).toBeUndefined();
  });

  it("hides the footer on screen when the page shown has none, and keeps it when it has one", () => {
    for (const hasFooter of [false, true]) {
      document.body.innerHTML = "";
      const { main } = mainWith(section(), section({ hidden: true }));
      const [served, drawn] = footers(false, true);
      layOutAhead(main, "/contact");
      showLaidOutAhead("/contact", hasFooter);
      expect(served!.style.display).toBe(hasFooter ? "" : "none");
      expect(drawn!.style.getPropertyValue("display")).toBe("none");
    }
  });

  it("shows the footer drawn ahead with a page that has one, coming from a page without", () => {
    const { main } = mainWith(section(), section({ hidden: true }));
    const [drawn] = footers(true);
    const putInPlace = layOutAhead(main, "/");
    showLaidOutAhead("/", true);
    expect(drawn!.style.display).toBe("");
    // Not laid out ahead, it waits until it nears the screen, and then until React has it, for <main>'s rule.
    expect(drawn!.style.contentVisibility).toBe("auto");
    putInPlace();
    expect(drawn!.style.contentVisibility).toBe("");
  });
});

describe("a move to another page, once a page has been drawn ahead", () => {
  const laidOutContact = () => {
    const { main, sections } = mainWith(section(), section({ hidden: true }));
    layOutAhead(main, "/contact");
    return sections;
  };

  it("shows the page laid out ahead in the click, at its address, and tells React after the next frame", async () => {
    const [onScreen, ahead] = laidOutContact();
    const navigate = vi.fn();
    navigateShowingAhead(navigate, "/contact");
    expect(location.pathname).toBe("/contact");
    expect(onScreen!.style.display).toBe("none");
    expect(outOfSight(ahead!)).toEqual({ display: "", position: "", visibility: "" });
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/contact", expect.objectContaining({ replace: true })));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("leaves any other move to React at once", () => {
    laidOutContact();
    const navigate = vi.fn();
    navigateShowingAhead(navigate, "/blog");
    expect(navigate).toHaveBeenCalledWith("/blog", undefined);
  });

  it("tells React of a page shown before a second click moves on, then moves on", () => {
    laidOutContact();
    const navigate = vi.fn();
    navigateShowingAhead(navigate, "/contact");
    navigateShowingAhead(navigate, "/blog");
    expect(navigate.mock.calls).toEqual([
      ["/contact", expect.objectContaining({ replace: true })],
      ["/blog", undefined],
    ]);
  });

  it("puts the page back out of sight when Back comes before React has heard of it, and tells React nothing", async () => {
    const [onScreen, ahead] = laidOutContact();
    const navigate = vi.fn();
    navigateShowingAhead(navigate, "/contact");
    const back = new Promise((resolve) => addEventListener("popstate", resolve, { once: true }));
    history.back();
    await back;
    expect(location.pathname).toBe("/");
    expect(onScreen!.style.display).toBe("");
    expect(outOfSight(ahead!)).toEqual({ display: "", position: "fixed", visibility: "hidden" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
  });
});
