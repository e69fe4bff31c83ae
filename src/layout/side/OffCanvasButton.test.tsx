import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { site } from "../../shared/site.ts";
import { OffCanvasButton } from "./OffCanvasButton.tsx";


const toggle = () => screen.getByRole("button", { name: "Contact details and social links" });

describe("off-canvas menu", () => {
  it("starts closed, its button announcing the dialog it opens, which is not in the page until then", () => {
    renderWithSite(<OffCanvasButton />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAttribute("aria-haspopup", "dialog");
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("opens a panel named after the company with its e-mail, phone and social links", async () => {
    const user = userEvent.setup();
    renderWithSite(<OffCanvasButton />);
    await user.click(toggle());
    // Its code arrives first (fetched on demand); the button says "expanded" once the panel shows.
    const panel = await screen.findByRole("dialog", { name: site.company.name });
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(within(panel).getByRole("link", { name: site.emails[0]!.address })).toHaveAttribute("href", `mailto:${site.emails[0]!.address}`);
    expect(within(panel).getByRole("link", { name: site.phones[0]!.display })).toHaveAttribute("href", `tel:${site.phones[0]!.number}`);
    for (const name of ["Facebook", "Instagram", "X (Twitter)", "LinkedIn", "YouTube"]) {
      expect(within(panel).getByRole("link", { name: `${name} (opens in a new tab)` })).toBeInTheDocument();
    }
  });

  it("closes from its close button and gives focus back to the menu button", async () => {
    const user = userEvent.setup();
    renderWithSite(<OffCanvasButton />);
    await user.click(toggle());
    await user.click(await screen.findByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("closes on a click on the backdrop but not on a click inside the panel", async () => {
    const user = userEvent.setup();
    renderWithSite(<OffCanvasButton />);
    await user.click(toggle());
    const panel = await screen.findByRole("dialog");
    await user.click(within(panel).getByRole("heading", { name: site.company.name }));
    expect(panel).toHaveAttribute("open");
    // A click on the backdrop reaches the <dialog> element itself, at a point outside its box (jsdom lays
    // nothing out, so the box is empty and any point with a position is outside it).
    fireEvent.click(panel, { clientX: 500, clientY: 10 });
    expect(panel).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });
});
