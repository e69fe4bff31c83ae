import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { followLinks } from "./links.ts";

/** Clicks the link whose text is `text` as a visitor would (left button unless `init` says otherwise); true if the browser would follow it itself. */
function click(text: string, init: MouseEventInit = {}): boolean {
  const link = [...document.querySelectorAll("a")].find((anchor) => anchor.textContent === text)!;
  return link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe("plain links to pages of the site, once the app runs", () => {
  let stop: () => void;
  beforeEach(() => {
    history.replaceState(null, "", "/about-us");
    document.body.innerHTML = `
      <div id="root">
        <header><a href="/contact">Header link</a></header>
        <main id="main">
          <a href="/services/web-development">Internal</a>
          <a href="/contact?plan=basic#form">With query</a>
          <a href="#team">Same page</a>
          <a href="/about-us#team">Same page by path</a>
          <a href="/contact" target="_blank">New tab</a>
          <a href="/downloads/guide.pdf" download>File</a>
          <a href="https://example.org/">Elsewhere</a>
          <a href="mailto:hello@example.com">Mail</a>
        </main>
        <footer><a href="/privacy-policy">Footer link</a></footer>
      </div>`;
    stop = followLinks(document.getElementById("root")!, (to) => history.pushState(null, "", to));
  });
  afterEach(() => stop());

  it("navigate to a site page without a reload", () => {
    expect(click("Internal")).toBe(false);
    expect(location.pathname).toBe("/services/web-development");
    expect(click("With query")).toBe(false);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe("/contact?plan=basic#form");
    expect(click("Footer link")).toBe(false);
    expect(location.pathname).toBe("/privacy-policy");
  });

  it("leave to the browser what it does itself", () => {
    for (const text of ["Same page", "Same page by path", "New tab", "File", "Elsewhere", "Mail"]) expect(click(text), text).toBe(true);
    expect(click("Internal", { ctrlKey: true })).toBe(true);
    expect(click("Internal", { metaKey: true })).toBe(true);
    expect(click("Internal", { shiftKey: true })).toBe(true);
    expect(click("Internal", { button: 1 })).toBe(true);
    expect(location.pathname).toBe("/about-us");
  });

  it("in the header too: every link of the site is a plain link the one listener follows", () => {
    expect(click("Header link")).toBe(false);
    expect(location.pathname).toBe("/contact");
  });

  it("stop being handled once stopped", () => {
    stop();
    expect(click("Internal")).toBe(true);
  });
});
