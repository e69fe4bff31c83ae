import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { prerenderWithSite, renderWithSite } from "../../../tests/render.tsx";
import { lightPalette } from "../../theme/palette.ts";
import { ArticleHeader } from "./ArticleHeader.tsx";
import { ar } from "../../words/ar.ts";
import { WordsContext } from "../../words/words.ts";

const article = {
  type: "articleHeader",
  eyebrow: "UI/UX Design",
  heading: "How good UI/UX design turns visitors into customers",
  published: "2026-03-12",
  summary: "What a clear interface changes for your business.",
} as const;

describe("article header block", () => {
  it("shows the topic, the title as the page's h1, the lead, the date and the reading time", () => {
    renderWithSite(<ArticleHeader {...article} readingMinutes={6} />);
    const header = screen.getByRole("region", { name: article.heading });
    expect(within(header).getByRole("heading", { level: 1 })).toHaveTextContent(article.heading);
    expect(within(header).getByText("UI/UX Design")).toBeInTheDocument();
    expect(within(header).getByText(article.summary)).toBeInTheDocument();
    expect(within(header).getByText("12 March 2026")).toHaveAttribute("datetime", "2026-03-12");
    expect(within(header).getByText("6 min read")).toBeInTheDocument();
  });

  it("writes the same date whatever the time zone it is rendered in (the build's or the visitor's)", () => {
    const html = prerenderWithSite(<ArticleHeader {...article} published="2026-01-01" />);
    expect(html).toContain("1 January 2026");
  });

  it("on an Arabic page writes the date with the month's Arabic name and the reading time in the count's Arabic form", () => {
    renderWithSite(
      <WordsContext value={{ language: "ar", words: ar }}>
        <ArticleHeader {...article} readingMinutes={2} />
      </WordsContext>,
    );
    const header = screen.getByRole("region", { name: article.heading });
    expect(within(header).getByText("12 مارس 2026")).toHaveAttribute("datetime", "2026-03-12");
    expect(within(header).getByText("12 مارس 2026").parentElement).toHaveTextContent("نُشر في 12 مارس 2026");
    expect(within(header).getByText("دقيقتان للقراءة")).toBeInTheDocument();
  });

  it("shows its picture with its size, loaded at once as the first thing the reader sees", () => {
    renderWithSite(<ArticleHeader {...article} image={{ src: "/images/blog/ui-ux.svg", alt: "Wireframes on a desk", width: 1200, height: 600 } as never} />);
    const picture = screen.getByRole("img", { name: "Wireframes on a desk" });
    expect(picture).toHaveAttribute("width", "1200");
    expect(picture).toHaveAttribute("loading", "eager");
  });

  it("in the hero layout sets the title, date and reading time on the brand banner with the picture beside them", () => {
    renderWithSite(
      <ArticleHeader {...article} variant="hero" readingMinutes={4} image={{ src: "/images/blog/web.svg", alt: "A browser window", width: 600, height: 480 } as never} />,
    );
    const header = screen.getByRole("region", { name: article.heading });
    expect(within(header).getByRole("heading", { level: 1 })).toHaveTextContent(article.heading);
    expect(within(header).getByText("12 March 2026")).toBeInTheDocument();
    expect(within(header).getByText("4 min read")).toBeInTheDocument();
    expect(within(header).getByRole("img", { name: "A browser window" })).toHaveAttribute("loading", "eager");
    // The banner's white-on-brand colours: the facts line takes the banner's text colour, not the muted grey.
    expect(within(header).getByText("4 min read").parentElement).toHaveStyle({ color: lightPalette.onBrand });
  });
});
