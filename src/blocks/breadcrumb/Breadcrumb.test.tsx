import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { Breadcrumb } from "./Breadcrumb.tsx";

describe("breadcrumb block", () => {
  it("shows the trail Home > Blog > UI/UX Design as a navigation named 'Breadcrumb' with an ordered list", () => {
    renderWithSite(<Breadcrumb type="breadcrumb" items={[{ label: "Home", href: "/" }, { label: "Blog", href: "/blog" }, { label: "UI/UX Design" }]} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Home", "Blog", "UI/UX Design"]);
  });

  it("links each earlier step to its page", async () => {
    const { location } = renderWithSite(
      <Breadcrumb type="breadcrumb" items={[{ label: "Home", href: "/" }, { label: "Blog", href: "/blog" }, { label: "UI/UX Design" }]} />,
      { path: "/blog/UIUX" },
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await userEvent.click(screen.getByRole("link", { name: "Blog" }));
    expect(location.history.at(-1)).toBe("/blog");
  });

  it("marks the last step as the current page and does not make it a link, even if the data gives it one", () => {
    renderWithSite(<Breadcrumb type="breadcrumb" items={[{ label: "Home", href: "/" }, { label: "Blog", href: "/blog" }]} />);
    expect(screen.getByText("Blog")).toHaveAttribute("aria-current", "page");
    expect(screen.queryByRole("link", { name: "Blog" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("shows a middle step without an address as plain text", () => {
    renderWithSite(<Breadcrumb type="breadcrumb" items={[{ label: "Home", href: "/" }, { label: "Services" }, { label: "Web Development" }]} />);
    expect(screen.getByText("Services")).not.toHaveAttribute("aria-current");
    expect(screen.queryByRole("link", { name: "Services" })).not.toBeInTheDocument();
  });
});
