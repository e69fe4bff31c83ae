import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { Hero } from "./Hero.tsx";
import { applySchemeAtLoad, schemeAtLoadArguments } from "../../theme/schemeAtLoad.ts";

describe("hero block", () => {
  it("shows the heading as the page's h1 and its buttons as links", () => {
    renderWithSite(<Hero type="hero" heading="Cloud & Cyber Security" actions={[{ label: "Get Started Today", href: "/contact" }]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Cloud & Cyber Security" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact");
  });

  it("is a region of the page named by its heading, with the eyebrow and the text around the heading", () => {
    renderWithSite(
      <Hero type="hero" eyebrow="Cloud & Security" heading="Cloud & Cyber Security" intro="Move to the cloud with confidence." />,
    );
    const hero = screen.getByRole("region", { name: "Cloud & Cyber Security" });
    expect(within(hero).getByText("Cloud & Security")).toBeInTheDocument();
    expect(within(hero).getByText("Move to the cloud with confidence.")).toBeInTheDocument();
  });

  it("shows up to three buttons in the order given, leading where each says", () => {
    renderWithSite(
      <Hero
        type="hero"
        heading="Digital Marketing"
        actions={[
          { label: "Get Started", href: "#services" },
          { label: "Learn More", href: "#contact", variant: "secondary" },
          { label: "Our Work", href: "/blog" },
        ]}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Get Started", "Learn More", "Our Work"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["#services", "#contact", "/blog"]);
  });

  it("opens a button to another site in a new tab, and says so", () => {
    renderWithSite(<Hero type="hero" heading="Products" actions={[{ label: "Try EazzQuote", href: "https://quote.example.com" }]} />);
    const link = screen.getByRole("link", { name: /^Try EazzQuote\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("loads its picture at once and first, with its description for screen readers", () => {
    renderWithSite(
      <Hero type="hero" heading="Cloud & Cyber Security" image={{ src: "/images/services/cyber-security.svg", alt: "A shield over a cloud network" }} />,
    );
    const picture = screen.getByRole("img", { name: "A shield over a cloud network" });
    expect(picture).toHaveAttribute("src", "/images/services/cyber-security.svg");
    expect(picture).not.toHaveAttribute("loading", "lazy");
    expect(picture).toHaveAttribute("fetchpriority", "high");
  });

  it("centres its text in the 'centered' variant and still shows the picture", () => {
    renderWithSite(
      <Hero type="hero" variant="centered" heading="Our Services" image={{ src: "/images/home/showcase.svg", alt: "Our team at work" }} />,
    );
    expect(screen.getByRole("region", { name: "Our Services" })).toHaveStyle({ textAlign: "center" });
    expect(screen.getByRole("img", { name: "Our team at work" })).toBeInTheDocument();
  });

  it("has no other heading than its h1", () => {
    renderWithSite(<Hero type="hero" variant="light" eyebrow="About us" heading="Who we are" intro="A team of engineers." />);
    expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual(["H1"]);
  });
  it("offers the site's light/dark switch in the banner only when the page asks for it", async () => {
    document.documentElement.dataset.theme = "light";
    // The page's inline script answers every such switch (this test is the file's only one to run it).
    applySchemeAtLoad(...schemeAtLoadArguments);
    renderWithSite(
      <>
        <Hero type="hero" heading="Web Development" themeSwitch />
        <Hero type="hero" heading="Mobile Application" />
      </>,
    );
    const [withSwitch, without] = screen.getAllByRole("region");
    expect(within(without!).queryByRole("button")).toBeNull();
    await userEvent.click(within(withSwitch!).getByRole("button", { name: /Dark Mode/ }));
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});
