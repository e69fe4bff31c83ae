import { beforeEach, describe, expect, it } from "vitest";
import { act, fireEvent, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { fullNavigation } from "./fullNavigation.fixture.ts";

// jsdom's window is always 1024 px wide: its CSS hides the hamburger there, as a desktop browser does,
// while this stand-in tells the component "not desktop" until a test widens the window.
let desktopWide = false;
beforeEach(() => {
  desktopWide = false;
  window.matchMedia = (query: string) => ({ matches: desktopWide, media: query }) as MediaQueryList;
});

// jsdom runs neither invoker commands nor light dismiss: the hamburger opening the sidebar, its close
// button, Escape, a click beside it, the focus going back and the one-open-at-a-time groups are the
// browser's, checked in e2e/header.spec.ts. Here the sidebar is opened as the browser's command does.
const hamburger = () => document.querySelector<HTMLButtonElement>("button[aria-controls]")!;
const sidebar = () => document.querySelector("dialog")!;
const inSidebar = () => within(sidebar());
const summary = (label: string) => inSidebar().getByText(label, { selector: "summary" });
const group = (label: string) => summary(label).parentElement as HTMLDetailsElement;

function renderOpen(path = "/") {
  const user = userEvent.setup();
  const result = renderWithSite(<MobileMenu items={fullNavigation} />, { path });
  act(() => sidebar().showModal());
  return { user, ...result };
}

describe("mobile menu", () => {
  it("opens and closes the sidebar by the browser's own commands: show-modal on the hamburger, close on its close button", () => {
    renderWithSite(<MobileMenu items={fullNavigation} />);
    // Hidden by the 1024 px window's CSS, so its name is read from the attribute that gives it.
    expect(hamburger()).toHaveAttribute("aria-label", "Menu");
    expect(hamburger()).toHaveAttribute("commandfor", sidebar().id);
    expect(hamburger()).toHaveAttribute("command", "show-modal");
    // Its command (show-modal) rules out aria-expanded, and a modal needs none (MobileMenu.tsx).
    expect(hamburger()).not.toHaveAttribute("aria-expanded");
    const closeButton = within(sidebar()).getByRole("button", { name: "Close menu", hidden: true });
    expect(closeButton).toHaveAttribute("commandfor", sidebar().id);
    expect(closeButton).toHaveAttribute("command", "close");
    // A click beside it closes it too (light dismiss).
    expect(sidebar()).toHaveAttribute("closedby", "any");
    expect(sidebar().open).toBe(false);
    expect(sidebar()).toHaveAttribute("aria-label", "Menu");
  });

  it("lists Home, About Us, Services, Blog, Products and Contact, with Services and Products collapsed", () => {
    renderOpen();
    const top = inSidebar().getByRole("navigation", { name: "Main" }).querySelector("ul")!.children;
    expect([...top].map((item) => item.querySelector("a, summary")!.textContent)).toEqual(["Home", "About Us", "Services", "Blog", "Products", "Contact"]);
    expect(group("Services").open).toBe(false);
    expect(inSidebar().getByRole("link", { name: "Web Development", hidden: true })).not.toBeVisible();
  });

  it("makes Services and Products one exclusive pair of <details>, so the browser expands one at a time, toggled by click", async () => {
    const { user } = renderOpen();
    expect(group("Services").getAttribute("name")).toBe(group("Products").getAttribute("name"));
    expect(group("Services").firstElementChild).toBe(summary("Services"));
    await user.click(summary("Services"));
    expect(inSidebar().getByRole("link", { name: "Web Development" })).toBeVisible();
    await user.click(summary("Services"));
    expect(inSidebar().getByRole("link", { name: "Web Development", hidden: true })).not.toBeVisible();
  });

  it("offers WorkSpace and Microsoft365 under Services behind the Business Email Hosting group, Services staying open", async () => {
    const { user } = renderOpen();
    await user.click(summary("Services"));
    await user.click(summary("Business Email Hosting"));
    expect(inSidebar().getByRole("link", { name: "WorkSpace" })).toHaveAttribute("href", "/services/work-space");
    expect(inSidebar().getByRole("link", { name: "Microsoft365" })).toHaveAttribute("href", "/services/microsoft-365");
    expect(group("Business Email Hosting").getAttribute("name")).not.toBe(group("Services").getAttribute("name"));
    expect(group("Services").open).toBe(true);
  });

  it("closes when a link in it is clicked, and the link leads to its page", async () => {
    const { user, location } = renderOpen();
    await user.click(inSidebar().getByRole("link", { name: "About Us" }));
    expect(location.history.at(-1)).toBe("/about-us");
    expect(sidebar().open).toBe(false);
  });

  it("closes when a link to the page on screen is clicked", async () => {
    const { user } = renderOpen("/");
    await user.click(inSidebar().getByRole("link", { name: "Home" }));
    expect(sidebar().open).toBe(false);
  });

  it("closes on Back and Forward", () => {
    renderOpen();
    act(() => void dispatchEvent(new PopStateEvent("popstate")));
    expect(sidebar().open).toBe(false);
  });

  it("closes when the page scrolls", () => {
    renderOpen();
    fireEvent.scroll(window);
    expect(sidebar().open).toBe(false);
  });

  it("closes when the window grows to desktop width, where the hamburger is hidden", () => {
    renderOpen();
    fireEvent(window, new Event("resize"));
    expect(sidebar().open).toBe(true);
    desktopWide = true;
    fireEvent(window, new Event("resize"));
    expect(sidebar().open).toBe(false);
  });

  it("marks the current page in the sidebar too", () => {
    renderOpen("/Contact");
    expect(inSidebar().getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });
});
