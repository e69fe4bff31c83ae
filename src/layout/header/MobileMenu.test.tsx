import { beforeAll, describe, expect, it } from "vitest";
import { act, fireEvent, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { fullNavigation } from "./fullNavigation.fixture.ts";

// jsdom's window is always 1024 px wide: its CSS hides the hamburger there, as a desktop browser does,
// while this stand-in tells the component "not desktop" (tests/setup-dom.ts stands in for the modal
// dialog). The hamburger showing below 992 px, the focus trap and Escape are checked in e2e/header.spec.ts.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});

// Role queries walk the whole tree and are slow in jsdom, so the two landmarks are found directly.
const hamburger = () => document.querySelector<HTMLButtonElement>("button[aria-controls]")!;
const sidebar = () => document.querySelector("dialog")!;
const inSidebar = () => within(sidebar());

async function renderOpen(path = "/") {
  const user = userEvent.setup();
  const result = renderWithSite(<MobileMenu items={fullNavigation} />, { path });
  await user.click(hamburger());
  return { user, ...result };
}

describe("mobile menu", () => {
  it("opens the sidebar from the hamburger, which says it controls it, as a modal dialog", async () => {
    renderWithSite(<MobileMenu items={fullNavigation} />);
    // Hidden by the 1024 px window's CSS, so its name is read from the attribute that gives it.
    expect(hamburger()).toHaveAttribute("aria-label", "Menu");
    expect(hamburger()).toHaveAttribute("aria-controls", sidebar().id);
    // Its invoker command (show-modal) rules out aria-expanded, and a modal needs none (MobileMenu.tsx).
    expect(hamburger()).not.toHaveAttribute("aria-expanded");
    expect(sidebar().open).toBe(false);
    await userEvent.setup().click(hamburger());
    expect(sidebar().open).toBe(true);
    expect(sidebar()).toHaveAccessibleName("Menu");
  });

  it("lists Home, About Us, Services, Blog, Products and Contact, with Services and Products collapsed", async () => {
    await renderOpen();
    const top = inSidebar().getByRole("navigation", { name: "Main" }).querySelector("ul")!.children;
    expect([...top].map((item) => item.firstElementChild!.textContent)).toEqual(["Home", "About Us", "Services", "Blog", "Products", "Contact"]);
    expect(inSidebar().getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
    expect(inSidebar().queryByRole("link", { name: "Web Development" })).toBeNull();
  });

  it("expands only one of Services and Products at a time, and a second click collapses it", async () => {
    const { user } = await renderOpen();
    const services = inSidebar().getByRole("button", { name: "Services" });
    const products = inSidebar().getByRole("button", { name: "Products" });
    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(inSidebar().getByRole("link", { name: "Web Development" })).toBeVisible();
    await user.click(products);
    expect(products).toHaveAttribute("aria-expanded", "true");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(inSidebar().queryByRole("link", { name: "Web Development" })).toBeNull();
    await user.click(products);
    expect(products).toHaveAttribute("aria-expanded", "false");
  });

  it("offers WorkSpace and Microsoft365 under Services behind the Business Email Hosting toggle", async () => {
    const { user } = await renderOpen();
    await user.click(inSidebar().getByRole("button", { name: "Services" }));
    await user.click(inSidebar().getByRole("button", { name: "Business Email Hosting" }));
    expect(inSidebar().getByRole("link", { name: "WorkSpace" })).toHaveAttribute("href", "/services/work-space");
    expect(inSidebar().getByRole("link", { name: "Microsoft365" })).toHaveAttribute("href", "/services/microsoft-365");
    expect(inSidebar().getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
  });

  it("closes when a link in it is clicked, and the link leads to its page", async () => {
    const { user, location } = await renderOpen();
    await user.click(inSidebar().getByRole("link", { name: "About Us" }));
    expect(location.history.at(-1)).toBe("/about-us");
    expect(sidebar().open).toBe(false);
  });

  it("closes when the route changes by other means", async () => {
    const { location } = await renderOpen();
    act(() => location.navigate("/contact"));
    expect(sidebar().open).toBe(false);
  });

  it("closes when the page scrolls", async () => {
    await renderOpen();
    fireEvent.scroll(window);
    expect(sidebar().open).toBe(false);
  });

  it("closes from its own close button", async () => {
    const { user } = await renderOpen();
    await user.click(inSidebar().getByRole("button", { name: "Close menu" }));
    expect(sidebar().open).toBe(false);
  });

  it("marks the current page in the sidebar too", async () => {
    await renderOpen("/Contact");
    expect(inSidebar().getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });
});
