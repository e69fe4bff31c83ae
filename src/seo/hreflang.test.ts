import { describe, expect, it } from "vitest";
import { addressesByLanguage, hreflangLinks } from "./hreflang.ts";

describe("the addresses of a page by language", () => {
  it("names both languages only when the twin is the very same page, not the nearest page above it", () => {
    expect(addressesByLanguage("/about-us", "/ar/about-us")).toEqual({ en: "/about-us", ar: "/ar/about-us" });
    expect(addressesByLanguage("/ar/blog/AIML", "/blog/AIML")).toEqual({ ar: "/ar/blog/AIML", en: "/blog/AIML" });
    expect(addressesByLanguage("/blog/new-article", "/ar/blog")).toEqual({ en: "/blog/new-article" });
  });
});

describe("a page's hreflang links", () => {
  it("name both pages of a pair from either side, and English as the default", () => {
    const fromEnglish = hreflangLinks("/about-us", "/ar/about-us");
    expect(fromEnglish).toEqual([
      { hreflang: "en", address: "/about-us" },
      { hreflang: "ar", address: "/ar/about-us" },
      { hreflang: "x-default", address: "/about-us" },
    ]);
    expect(new Set(hreflangLinks("/ar/about-us", "/about-us").map((link) => JSON.stringify(link)))).toEqual(new Set(fromEnglish.map((link) => JSON.stringify(link))));
  });

  it("are none for a page written in one language only", () => {
    expect(hreflangLinks("/blog/new-article", "/ar/blog")).toEqual([]);
  });
});
