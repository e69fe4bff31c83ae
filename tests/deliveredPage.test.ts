import { describe, expect, it } from "vitest";
import type { Page } from "../src/generated/page.ts";
import { deliveredPage } from "../scripts/lib/deliveredPage.ts";
import { readingMinutes } from "../src/search/readingTime.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

const article = (bodyWords: number): Page => ({
  schemaVersion: 2,
  meta: { title: "An article", description: "An article about something, long enough to be a real description." },
  blocks: [
    { type: "articleHeader", heading: "An article", published: "2026-03-12" },
    { type: "richText", content: [{ h2: "Part one" }, { p: words(bodyWords) }, { ul: [[{ text: "a linked phrase", href: "/contact" }]] }] },
  ],
});

describe("what the build adds to a page", () => {
  it("counts every word a reader reads, at 220 a minute, and never less than a minute", () => {
    expect(readingMinutes(article(1320))).toBe(6);
    expect(readingMinutes(article(10))).toBe(1);
  });

  it("gives an article header its reading time, leaving the page file's data untouched", () => {
    const page = article(880);
    const delivered = deliveredPage({ page, images: [] });
    expect(delivered.blocks[0]).toMatchObject({ type: "articleHeader", readingMinutes: 4 });
    expect(page.blocks[0]).not.toHaveProperty("readingMinutes");
  });

  it("gives each picture its file's size", () => {
    const page: Page = { ...article(10), blocks: [{ type: "hero", heading: "Hi", image: { src: "/images/a.svg", alt: "A" } }] };
    expect(deliveredPage({ page, images: [{ pointer: "/blocks/0/image", width: 600, height: 480 }] }).blocks[0]).toMatchObject({ image: { width: 600, height: 480 } });
  });
});
