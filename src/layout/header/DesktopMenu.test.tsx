import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@emotion/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { renderWithSite } from "../../../tests/render.tsx";
import { theme } from "../../theme/theme.ts";
import { DesktopMenu } from "./DesktopMenu.tsx";
import { WordsContext } from "../../words/words.ts";
import { wordsOf } from "../../words/wordsOf.ts";
import { fullNavigation } from "./fullNavigation.fixture.ts";

// jsdom opens a <details> when its summary is clicked, as browsers do, but does not close the others
// of the same name: the one-open-at-a-time rule and the keyboard are the browser's, checked in
// e2e/header.spec.ts.
const menu = () => within(screen.getByRole("navigation", { name: "Main" }));
const summary = (label: string) => menu().getByText(label, { selector: "summary" });
const group = (label: string) => summary(label).parentElement as HTMLDetailsElement;

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
    expect([...top].map((item) => item.querySelector("a, summary")!.textContent)).toEqual(["Home", "About Us", "Services", "Blog", "Products", "Contact"]);
    for (const label of ["Services", "Products"]) {
      expect(group(label).open).toBe(false);
      expect(menu().getByRole("link", { name: label === "Services" ? "Web Development" : /EazzQuote/, hidden: true })).not.toBeVisible();
    }
  });

  it("makes each group the browser's own disclosure: a <details> with its <summary> first, one name per level", () => {
    renderMenu();
    for (const label of ["Services", "Products", "Business Email Hosting"]) expect(group(label).firstElementChild).toBe(summary(label));
    expect(group("Services").getAttribute("name")).toBe(group("Products").getAttribute("name"));
    // The nested level has a name of its own, so opening it leaves Services open.
    expect(group("Business Email Hosting").getAttribute("name")).not.toBe(group("Services").getAttribute("name"));
  });

  it("marks the current page's link with aria-current, whatever the address's letter case", () => {
    renderMenu("/About-Us/");
    expect(menu().getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    expect(menu().getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("opens Services on a click, and Escape closes the innermost open group first, giving focus back to its summary", async () => {
    const { user } = renderMenu();
    await user.click(summary("Services"));
    expect(menu().getByRole("link", { name: "Cloud & Cyber Security" })).toBeVisible();
    await user.click(summary("Business Email Hosting"));
    menu().getByRole("link", { name: "WorkSpace" }).focus();

    await user.keyboard("{Escape}");
    expect(group("Business Email Hosting").open).toBe(false);
    expect(summary("Business Email Hosting")).toHaveFocus();
    expect(group("Services").open).toBe(true);
    await user.keyboard("{Escape}");
    expect(group("Services").open).toBe(false);
    expect(summary("Services")).toHaveFocus();
  });

  it("offers WorkSpace and Microsoft365 behind the nested Business Email Hosting group", async () => {
    const { user } = renderMenu();
    await user.click(summary("Services"));
    expect(menu().getByRole("link", { name: "WorkSpace", hidden: true })).not.toBeVisible();
    await user.click(summary("Business Email Hosting"));
    expect(menu().getByRole("link", { name: "WorkSpace" })).toHaveAttribute("href", "/services/work-space");
    expect(menu().getByRole("link", { name: "Microsoft365" })).toHaveAttribute("href", "/services/microsoft-365");
  });

  it("closes a group when focus leaves it and on a press elsewhere on the page", async () => {
    const { user } = renderMenu();
    await user.click(summary("Products"));
    expect(group("Products").open).toBe(true);
    await user.tab({ shift: true });
    expect(menu().getByRole("link", { name: "Blog" })).toHaveFocus();
    expect(group("Products").open).toBe(false);

    await user.click(summary("Services"));
    // A press alone, as in a browser that does not move focus to what is pressed (Safari).
    fireEvent.pointerDown(screen.getByText("Outside the menu"));
    expect(group("Services").open).toBe(false);
  });

  it("keeps a group open on a press inside it, and closes the nested group on a press beside it in the panel", async () => {
    const { user } = renderMenu();
    await user.click(summary("Services"));
    await user.click(summary("Business Email Hosting"));
    fireEvent.pointerDown(menu().getByRole("link", { name: "Web Development" }));
    expect(group("Services").open).toBe(true);
    expect(group("Business Email Hosting").open).toBe(false);
  });

  it("opens the products' own sites in a new tab without giving them access to this page", async () => {
    const { user } = renderMenu();
    await user.click(summary("Products"));
    for (const name of ["EazzQuote", "EazzEdu", "EazzTrack"]) {
      const link = menu().getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("closes an open group when a link in it leads to another page", async () => {
    const { user, location } = renderMenu();
    await user.click(summary("Services"));
    await user.click(menu().getByRole("link", { name: "Web Development" }));
    expect(location.history.at(-1)).toBe("/services/web-development");
    expect(group("Services").open).toBe(false);
  });

  it("closes an open group on Back and Forward", async () => {
    const { user } = renderMenu();
    await user.click(summary("Services"));
    act(() => void dispatchEvent(new PopStateEvent("popstate")));
    expect(group("Services").open).toBe(false);
  });

  it("marks the groups that hold the current page, and moves the marks with the page", () => {
    const { location } = renderMenu("/blog");
    expect(summary("Services")).not.toHaveAttribute("data-current");
    act(() => location.navigate("/services/work-space"));
    expect(summary("Services")).toHaveAttribute("data-current");
    expect(summary("Business Email Hosting")).toHaveAttribute("data-current");
    act(() => location.navigate("/blog"));
    expect(summary("Services")).not.toHaveAttribute("data-current");
    expect(summary("Business Email Hosting")).not.toHaveAttribute("data-current");
  });

  it("leaves a group the visitor opened before React took over open once React has the page", async () => {
    const ui = (
      <ThemeProvider theme={theme}>
        <WordsContext value={wordsOf("en")}>
          <Router ssrPath="/">
            <DesktopMenu items={fullNavigation} />
          </Router>
        </WordsContext>
      </ThemeProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const services = within(container).getByText("Services", { selector: "summary" }).parentElement as HTMLDetailsElement;
    services.open = true;
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(services.open).toBe(true);
    expect(within(container).getByRole("link", { name: "Web Development" })).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
