import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../tests/render.tsx";
import { SmartLink } from "./SmartLink.tsx";

describe("links from page data", () => {
  it("moves to a page of the site without reloading", async () => {
    const { location } = renderWithSite(<SmartLink href="/contact?plan=Basic">Buy</SmartLink>);
    await userEvent.click(screen.getByRole("link", { name: "Buy" }));
    expect(location.history?.at(-1)).toBe("/contact?plan=Basic");
  });

  it("downloads a file the site ships, saying what kind of file it is, instead of looking for a page", async () => {
    const { location } = renderWithSite(<SmartLink href="/downloads/mobile-app-planning-guide.pdf">Download Now</SmartLink>);
    const link = screen.getByRole("link", { name: "Download Now (PDF)" });
    expect(link).toHaveAttribute("href", "/downloads/mobile-app-planning-guide.pdf");
    expect(link).toHaveAttribute("download");
    expect(link).not.toHaveAttribute("target");
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(location.history).toEqual(["/"]);
  });

  it("treats a page whose address has a dot only in a folder, or none at all, as a page", () => {
    renderWithSite(
      <>
        <SmartLink href="/services/web-development">Web</SmartLink>
        <SmartLink href="/v1.2/notes">Notes</SmartLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Web" })).not.toHaveAttribute("download");
    expect(screen.getByRole("link", { name: "Notes" })).not.toHaveAttribute("download");
  });

  it("opens another site in a new tab that gets no handle on this page, whatever rel or target a caller adds", () => {
    renderWithSite(
      <SmartLink href="https://www.linkedin.com/company/example" rel="me noopener" target="_self">
        LinkedIn
      </SmartLink>,
    );
    const link = screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer me");
  });

  it("keeps an e-mail address and a phone number left to right inside Arabic text, and nothing else", () => {
    renderWithSite(
      <p dir="rtl">
        راسلنا على <SmartLink href="mailto:info@example.com">info@example.com</SmartLink> أو اتصل بنا على <SmartLink href="tel:+97141234567">+971 4 123 4567</SmartLink>{" "}
        <SmartLink href="/ar/contact">تواصل معنا</SmartLink>
      </p>,
      { path: "/ar" },
    );
    expect(screen.getByRole("link", { name: "info@example.com" })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: "+971 4 123 4567" })).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("link", { name: "تواصل معنا" })).not.toHaveAttribute("dir");
  });
});
