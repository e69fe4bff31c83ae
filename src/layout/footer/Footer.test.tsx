import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { prerenderWithSite, renderWithSite } from "../../../tests/render.tsx";
import { siteIn } from "../../shared/site.ts";
import { Footer } from "../Footer.tsx";

const site = siteIn("en");

afterEach(() => vi.useRealTimers());

describe("footer", () => {
  it("lists the Support column's links from the site data: Privacy Policy and Contact", () => {
    renderWithSite(<Footer />);
    const support = screen.getByRole("navigation", { name: "Support" });
    const links = within(support).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Privacy Policy", "/privacy-policy"],
      ["Contact", "/contact"],
    ]);
  });

  it("links to the five social networks, each named for screen readers and opening in a new tab", () => {
    renderWithSite(<Footer />);
    const social = screen.getByRole("navigation", { name: "Follow us" });
    for (const [name, profile] of [
      ["Facebook", site.socials.find((s) => s.network === "facebook")],
      ["Instagram", site.socials.find((s) => s.network === "instagram")],
      ["X (Twitter)", site.socials.find((s) => s.network === "x")],
      ["LinkedIn", site.socials.find((s) => s.network === "linkedin")],
      ["YouTube", site.socials.find((s) => s.network === "youtube")],
    ] as const) {
      const link = within(social).getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", profile?.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("shows the flags of the UAE, Saudi Arabia, the US and India with their names as alt text and fixed sizes", () => {
    renderWithSite(<Footer />);
    const flags = within(screen.getByRole("list", { name: "Countries we serve" })).getAllByRole("img");
    expect(flags.map((flag) => flag.getAttribute("alt"))).toEqual(["United Arab Emirates", "Saudi Arabia", "United States", "India"]);
    expect(flags.map((flag) => flag.getAttribute("src"))).toEqual(["ae", "sa", "us", "in"].map((code) => `/images/flags/${code}.svg`));
    for (const flag of flags) {
      expect(flag).toHaveAttribute("height", "24");
      expect(Number(flag.getAttribute("width"))).toBeGreaterThan(24);
    }
  });

  it("names the company in the copyright line with the visitor's current year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T12:00:00Z"));
    renderWithSite(<Footer />);
    expect(screen.getByText(`© 2031 ${site.company.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it("prerenders the build's year, which the browser then replaces with the visitor's", () => {
    const html = prerenderWithSite(<Footer />);
    // React separates adjacent text in its HTML with <!-- --> markers; the reader sees the plain line.
    expect(html.replaceAll("<!-- -->", "")).toContain(`© ${__BUILD_YEAR__} ${site.company.name}. All rights reserved.`);
  });
});
