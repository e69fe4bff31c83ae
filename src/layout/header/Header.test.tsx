import { afterEach, describe, expect, it } from "vitest";
import { CurrentRoute } from "./currentRoute.tsx";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithSite } from "../../../tests/render.tsx";
import { siteIn } from "../../shared/site.ts";
import { Header } from "../Header.tsx";

const site = siteIn("en");

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe("site header", () => {
  afterEach(() => scrollTo(0));

  it("shows the company name linking home and the menu from pages/_site.json", () => {
    renderWithSite(<Header />);
    expect(screen.getByRole("link", { name: site.company.name })).toHaveAttribute("href", "/");
    const first = site.navigation[0]!;
    expect(screen.getByRole("navigation", { name: "Main" })).toHaveTextContent(first.label);
  });

  it("takes its stuck style once the page is scrolled past 50 px and loses it at 50 px or less", () => {
    renderWithSite(<Header />);
    const header = screen.getByRole("banner");
    expect(header).not.toHaveAttribute("data-stuck");
    scrollTo(51);
    expect(header).toHaveAttribute("data-stuck");
    scrollTo(50);
    expect(header).not.toHaveAttribute("data-stuck");
  });

  it("is stuck at once when the page loads already scrolled (a reload halfway down)", () => {
    scrollTo(400);
    renderWithSite(<Header />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-stuck");
  });

  it("flags pages other than home, login, signup and blog, as the spec asks", () => {
    // The route of the page shown, as SiteLayout hands it down.
    const { unmount } = renderWithSite(<CurrentRoute value="/about-us"><Header /></CurrentRoute>);
    expect(screen.getByRole("banner")).toHaveAttribute("data-flagged");
    unmount();
    renderWithSite(<CurrentRoute value="/"><Header /></CurrentRoute>);
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-flagged");
  });
});
