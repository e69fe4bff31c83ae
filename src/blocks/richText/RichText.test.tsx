import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithSite } from "../../../tests/render.tsx";
import { lightPalette } from "../../theme/palette.ts";
import { RichText } from "./RichText.tsx";
import { siteIn } from "../../shared/site.ts";

const site = siteIn("en");

describe("rich text block", () => {
  it("shows headings, paragraphs, both kinds of list and a quote, in order", () => {
    const { container } = renderWithSite(
      <RichText
        type="richText"
        content={[
          { h2: "Why UI/UX design matters" },
          { p: "Good design turns visitors into customers." },
          { h3: "What we check" },
          { ul: ["Clear navigation", "Fast pages"] },
          { ol: ["Research", "Prototype", "Test"] },
          { quote: "Design is how it works." },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Why UI/UX design matters" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "What we check" })).toBeInTheDocument();
    expect(screen.getByText("Good design turns visitors into customers.").tagName).toBe("P");
    const [bullets, numbers] = screen.getAllByRole("list");
    expect(bullets!.tagName).toBe("UL");
    expect(within(bullets!).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Clear navigation", "Fast pages"]);
    expect(numbers!.tagName).toBe("OL");
    expect(within(numbers!).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Research", "Prototype", "Test"]);
    expect(screen.getByRole("blockquote")).toHaveTextContent("Design is how it works.");
    expect([...container.querySelectorAll("h2, p, h3, ul, ol, blockquote")].map((element) => element.tagName)).toEqual([
      "H2", "P", "H3", "UL", "OL", "BLOCKQUOTE", "P",
    ]);
  });

  it("links words inside a line to a page of the site, which opens without reloading", async () => {
    const { location } = renderWithSite(
      <RichText type="richText" content={[{ p: ["See our ", { text: "UI/UX design services", href: "/services/ui-ux-design" }, "."] }]} />,
    );
    const link = screen.getByRole("link", { name: "UI/UX design services" });
    expect(link.closest("p")).toHaveTextContent("See our UI/UX design services.");
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe("/services/ui-ux-design");
  });

  it("opens a link to another site in a new tab", () => {
    renderWithSite(<RichText type="richText" content={[{ ul: [[{ text: "Microsoft 365", href: "https://www.microsoft.com" }]] }]} />);
    const link = screen.getByRole("link", { name: /^Microsoft 365\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows bold and italic words as strong and emphasised text", () => {
    renderWithSite(<RichText type="richText" content={[{ p: [{ strong: "Accessible" }, " to ", { em: "everyone" }] }]} />);
    expect(screen.getByRole("strong")).toHaveTextContent("Accessible");
    expect(screen.getByRole("emphasis")).toHaveTextContent("everyone");
    expect(screen.getByRole("paragraph")).toHaveTextContent("Accessible to everyone");
  });

  it("takes the company's details from the site-wide data file, e-mail and phone as links", () => {
    renderWithSite(
      <RichText
        type="richText"
        content={[{ p: [{ site: "companyName" }, ", ", { site: "headOfficeAddress" }] }, { ul: [[{ site: "email" }], [{ site: "phone" }]] }]}
      />,
    );
    const office = site.offices[0]!;
    expect(screen.getByRole("paragraph")).toHaveTextContent(`${site.company.name}, ${office.address.join(", ")}`);
    expect(screen.getByRole("link", { name: site.emails[0]!.address })).toHaveAttribute("href", `mailto:${site.emails[0]!.address}`);
    expect(screen.getByRole("link", { name: site.phones[0]!.display })).toHaveAttribute("href", `tel:${site.phones[0]!.number}`);
  });

  it("shows HTML written in the JSON as plain text, never as markup", () => {
    const { container } = renderWithSite(<RichText type="richText" content={[{ p: "<b>bold</b> <script>alert(1)</script>" }, { h2: "<i>title</i>" }]} />);
    expect(screen.getByText("<b>bold</b> <script>alert(1)</script>")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "<i>title</i>" })).toBeInTheDocument();
    expect(container.querySelector("b, i, script")).toBeNull();
  });

  it("keeps lines short in the 'narrow' width (the default) and uses the full content width in 'wide'", () => {
    const content = [{ p: "Our mission is simple." }];
    const { unmount } = renderWithSite(<RichText type="richText" content={content} />);
    expect(screen.getByText("Our mission is simple.").parentElement!.parentElement).toHaveStyle({ maxWidth: "760px" });
    unmount();
    renderWithSite(<RichText type="richText" width="wide" content={content} />);
    expect(screen.getByText("Our mission is simple.").parentElement!.parentElement).toHaveStyle({ maxWidth: "1200px" });
  });
  it("puts a picture beside the text, after the text in reading order, with its size so nothing moves while it loads", () => {
    const image = { src: "/images/about/team.svg", alt: "Our team at work", width: 600, height: 480 };
    renderWithSite(<RichText type="richText" id="ai" image={image} imageSide="left" content={[{ h2: "Artificial Intelligence" }, { p: "Models that learn from your data." }]} />);
    const picture = screen.getByRole("img", { name: "Our team at work" });
    expect(picture).toHaveAttribute("width", "600");
    expect(picture).toHaveAttribute("height", "480");
    expect(picture).toHaveAttribute("loading", "lazy");
    const heading = screen.getByRole("heading", { level: 2, name: "Artificial Intelligence" });
    expect(heading.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("sits on the tinted band when asked", () => {
    const { container } = renderWithSite(<RichText type="richText" background="tinted" content={[{ p: "Text." }]} />);
    expect(container.querySelector("section")).toHaveStyle({ backgroundColor: lightPalette.surface });
  });
  it("is a region named by its opening heading, and an unnamed section when it opens with text", () => {
    renderWithSite(
      <>
        <RichText type="richText" content={[{ h2: "Machine Learning" }, { p: "Models that learn." }]} />
        <RichText type="richText" content={[{ p: "A short note." }, { h2: "Later heading" }]} />
      </>,
    );
    // A <section> without a name is not a region for assistive technology: only the first counts.
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Machine Learning" })).toHaveTextContent("Models that learn.");
  });
});
