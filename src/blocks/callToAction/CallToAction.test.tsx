import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../tests/render.tsx";
import { CallToAction } from "./CallToAction.tsx";

describe("call to action block", () => {
  it("is a region named by its h2, with its sentence and its buttons in order", () => {
    renderWithSite(
      <CallToAction
        type="callToAction"
        id="contact"
        heading="Ready to grow your traffic?"
        intro="Tell us about your goals."
        actions={[
          { label: "Contact Us", href: "/contact" },
          { label: "Our Services", href: "/services", variant: "secondary" },
        ]}
      />,
    );
    const band = screen.getByRole("region", { name: "Ready to grow your traffic?" });
    expect(band).toHaveAttribute("id", "contact");
    expect(within(band).getByRole("heading", { level: 2 })).toHaveTextContent("Ready to grow your traffic?");
    expect(within(band).getByText("Tell us about your goals.")).toBeInTheDocument();
    const links = within(band).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Contact Us", "/contact"],
      ["Our Services", "/services"],
    ]);
  });

  it("needs no sentence: the heading and a button are enough", () => {
    renderWithSite(<CallToAction type="callToAction" heading="Talk to us" actions={[{ label: "Contact Us", href: "/contact" }]} />);
    const band = screen.getByRole("region", { name: "Talk to us" });
    expect(within(band).queryByRole("paragraph")).toBeNull();
    expect(within(band).getByRole("link", { name: "Contact Us" })).toBeInTheDocument();
  });
});
