import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { prerenderWithSite, renderWithSite } from "../../../tests/render.tsx";
import { siteIn } from "../../shared/site.ts";
import { OffCanvasButton } from "./OffCanvasButton.tsx";
import { OffCanvasPanel } from "./OffCanvasPanel.tsx";

const site = siteIn("en");

/** The header's button and the panel it opens, which the page draws apart from it (SideElements.tsx). */
const panelControls = (
  <>
    <OffCanvasButton />
    <OffCanvasPanel />
  </>
);

const toggle = () => screen.getByRole("button", { name: "Contact details and social links" });
// Closed, the panel is hidden, and so is the heading that names it: it is found by its tag and its label.
function panelOf() {
  const panel = document.querySelector("dialog")!;
  expect(document.getElementById(panel.getAttribute("aria-labelledby")!)).toHaveTextContent(site.company.name);
  return panel;
}

describe("off-canvas menu", () => {
  it("is opened by its button through the browser's own invoker command, with no script", () => {
    renderWithSite(panelControls);
    expect(toggle()).toHaveAttribute("aria-haspopup", "dialog");
    expect(toggle()).toHaveAttribute("command", "show-modal");
    expect(toggle()).toHaveAttribute("commandfor", panelOf().id);
    expect(panelOf()).not.toHaveAttribute("open");
  });

  it("is closed by its close button, Escape or a click beside it, all by the browser", () => {
    renderWithSite(panelControls);
    const close = within(panelOf()).getByRole("button", { name: "Close menu", hidden: true });
    expect(close).toHaveAttribute("command", "close");
    expect(close).toHaveAttribute("commandfor", panelOf().id);
    expect(panelOf()).toHaveAttribute("closedby", "any");
  });

  it("is in the prerendered page with the company's tagline, e-mail, phone and social links", () => {
    const html = prerenderWithSite(panelControls);
    for (const text of [site.company.name, site.company.tagline, `mailto:${site.emails[0]!.address}`, `tel:${site.phones[0]!.number}`, site.phones[0]!.display]) {
      expect(html).toContain(text);
    }
    for (const social of site.socials) expect(html).toContain(social.url);
  });

  it("names each link for a visitor: the e-mail address, the phone number and each network", () => {
    renderWithSite(panelControls);
    const panel = panelOf();
    expect(within(panel).getByRole("link", { name: site.emails[0]!.address, hidden: true })).toHaveAttribute("href", `mailto:${site.emails[0]!.address}`);
    expect(within(panel).getByRole("link", { name: site.phones[0]!.display, hidden: true })).toHaveAttribute("href", `tel:${site.phones[0]!.number}`);
    for (const name of ["Facebook", "Instagram", "X (Twitter)", "LinkedIn", "YouTube"]) {
      expect(within(panel).getByRole("link", { name: `${name} (opens in a new tab)`, hidden: true })).toBeInTheDocument();
    }
  });
});
