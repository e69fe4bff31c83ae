import { describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { DesktopMenu } from "./DesktopMenu.tsx";
import { fullNavigation } from "./fullNavigation.fixture.ts";

const menu = () => within(screen.getByRole("navigation", { name: "Main" }));
const trigger = (name: string) => menu().getByRole("button", { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;

function renderMenu(path = "/") {
  const user = userEvent.setup();
  const result = renderWithSite(
    <>
      <DesktopMenu items={fullNavigation} />
      <p>Outside the menu</p>
    </>,
    { path },
  );
  return { user, ...result };
}

describe("desktop menu", () => {
  it("lists Home, About Us, Services, Blog, Products and Contact in the data's order, groups closed", () => {
    renderMenu();
    const top = screen.getByRole("navigation", { name: "Main" }).querySelector("ul")!.children;
    expect([...top].map((item) => item.firstElementChild!.textContent)).toEqual(["Home", "About Us", "Services", "Blog", "Products", "Contact"]);
    for (const name of ["Services", "Products"]) {
      expect(trigger(name)).toHaveAttribute("aria-expanded", "false");
      expect(trigger(name)).toHaveAttribute("aria-haspopup", "true");
      expect(panelOf(trigger(name))).not.toBeVisible();
    }
  });

  it("marks the current page's link with aria-current, whatever the address's letter case", () => {
    renderMenu("/About-Us/");
    expect(menu().getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    expect(menu().getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("opens Services while the mouse rests on it and closes it when the mouse moves away", async () => {
    const { user } = renderMenu();
    await user.hover(trigger("Services"));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "true");
    expect(menu().getByRole("link", { name: "Cloud & Cyber Security" })).toBeVisible();
    // Moving onto the panel keeps it open; clicking the trigger after hovering does not shut it.
    await user.hover(menu().getByRole("link", { name: "Web Development" }));
    await user.click(trigger("Services"));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "true");
    await user.hover(screen.getByText("Outside the menu"));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with Enter and closes with Escape, giving focus back to the trigger", async () => {
    const { user } = renderMenu();
    trigger("Services").focus();
    await user.keyboard("{Enter}");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(menu().getByRole("link", { name: "Web Development" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Services")).toHaveFocus();
  });

  it("opens with ArrowDown and moves focus to the first link", async () => {
    const { user } = renderMenu();
    trigger("Products").focus();
    await user.keyboard("{ArrowDown}");
    expect(trigger("Products")).toHaveAttribute("aria-expanded", "true");
    expect(menu().getByRole("link", { name: /EazzQuote/ })).toHaveFocus();
  });

  it("closes when focus leaves the group and on a click elsewhere on the page", async () => {
    const { user } = renderMenu();
    trigger("Products").focus();
    await user.keyboard(" ");
    expect(trigger("Products")).toHaveAttribute("aria-expanded", "true");
    await user.tab({ shift: true });
    expect(trigger("Products")).toHaveAttribute("aria-expanded", "false");

    trigger("Services").focus();
    await user.keyboard("{Enter}");
    await user.click(screen.getByText("Outside the menu"));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("offers WorkSpace and Microsoft365 behind the nested Business Email Hosting toggle", async () => {
    const { user } = renderMenu();
    trigger("Services").focus();
    await user.keyboard("{Enter}");
    const emailHosting = trigger("Business Email Hosting");
    expect(emailHosting).toHaveAttribute("aria-expanded", "false");
    emailHosting.focus();
    await user.keyboard("{Enter}");
    expect(emailHosting).toHaveAttribute("aria-expanded", "true");
    expect(menu().getByRole("link", { name: "WorkSpace" })).toHaveAttribute("href", "/services/work-space");
    expect(menu().getByRole("link", { name: "Microsoft365" })).toHaveAttribute("href", "/services/microsoft-365");

    // Escape closes the innermost group first, then Services.
    await user.keyboard("{Escape}");
    expect(emailHosting).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
    expect(trigger("Services")).toHaveFocus();
  });

  it("opens the products' own sites in a new tab without giving them access to this page", async () => {
    const { user } = renderMenu();
    await user.click(trigger("Products"));
    for (const name of ["EazzQuote", "EazzEdu", "EazzTrack"]) {
      const link = menu().getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("closes an open group when a link in it leads to another page", async () => {
    const { user, location } = renderMenu();
    await user.click(trigger("Services"));
    await user.click(menu().getByRole("link", { name: "Web Development" }));
    expect(location.history.at(-1)).toBe("/services/web-development");
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes an open group when the route changes by other means (Back, a link elsewhere on the page)", async () => {
    const { user, location } = renderMenu();
    await user.click(trigger("Services"));
    act(() => location.navigate("/contact"));
    expect(trigger("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the groups that hold the current page, and moves the marks with the page", () => {
    const { location } = renderMenu("/blog");
    // The nested group's trigger sits in the closed Services panel.
    const nestedTrigger = () => menu().getByRole("button", { name: "Business Email Hosting", hidden: true });
    expect(trigger("Services")).not.toHaveAttribute("data-current");
    act(() => location.navigate("/services/work-space"));
    expect(trigger("Services")).toHaveAttribute("data-current");
    expect(nestedTrigger()).toHaveAttribute("data-current");
    act(() => location.navigate("/blog"));
    expect(trigger("Services")).not.toHaveAttribute("data-current");
    expect(nestedTrigger()).not.toHaveAttribute("data-current");
  });
});
