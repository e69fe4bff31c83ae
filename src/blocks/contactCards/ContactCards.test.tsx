import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithSite } from "../../../tests/render.tsx";
import { siteIn } from "../../shared/site.ts";
import { ContactCards } from "./ContactCards.tsx";

const site = siteIn("en");

/** The card under a card heading. */
const card = (heading: string) => screen.getByRole("heading", { level: 3, name: heading }).parentElement as HTMLElement;

describe("contact cards block", () => {
  it("shows the block's heading and intro", () => {
    renderWithSite(<ContactCards type="contactCards" heading="Our offices" intro="Visit, write or call." />);
    expect(screen.getByRole("heading", { level: 2, name: "Our offices" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Our offices" })).toBeInTheDocument();
    expect(screen.getByText("Visit, write or call.")).toBeInTheDocument();
  });

  it("shows a card for every office in the site data, headed by its label, with its city and address", () => {
    renderWithSite(<ContactCards type="contactCards" />);
    expect(site.offices.length).toBeGreaterThan(0);
    for (const office of site.offices) {
      const officeCard = card(office.label);
      expect(within(officeCard).getByText(office.city)).toBeInTheDocument();
      const address = officeCard.querySelector("address");
      for (const line of office.address) expect(within(address!).getByText(line)).toBeInTheDocument();
    }
  });

  it("lists every e-mail address as a mailto: link in the Email card", () => {
    renderWithSite(<ContactCards type="contactCards" />);
    const emailCard = card("Email");
    for (const email of site.emails) {
      expect(within(emailCard).getByRole("link", { name: email.address })).toHaveAttribute("href", `mailto:${email.address}`);
      expect(within(emailCard).getByText(email.label)).toBeInTheDocument();
    }
  });

  it("lists every phone number as a tel: link that dials the number and shows it as written for people", () => {
    renderWithSite(<ContactCards type="contactCards" />);
    const phoneCard = card("Phone");
    for (const phone of site.phones) {
      expect(within(phoneCard).getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.number}`);
    }
  });

  it("links the company's websites, opening each in a new tab", () => {
    renderWithSite(<ContactCards type="contactCards" />);
    for (const website of site.websites) {
      const link = screen.getByText(website.label).closest("a");
      expect(link).toHaveAttribute("href", website.url);
      expect(link).toHaveAccessibleName(expect.stringContaining("opens in a new tab"));
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    }
  });
});
