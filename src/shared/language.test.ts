import { describe, expect, it } from "vitest";
import { addressesByLanguage, directionOf, hreflangLinks, languageOf, otherLanguage, twinAddress } from "./language.ts";

describe("the language of an address", () => {
  it("is Arabic under /ar and English elsewhere, /archive included", () => {
    expect(["/ar", "/ar/", "/ar/about-us", "/AR/contact", "/ar?s=x", "/ar#main"].map(languageOf)).toEqual(["ar", "ar", "ar", "ar", "ar", "ar"]);
    expect(["/", "/about-us", "/archive", "/services/ar"].map(languageOf)).toEqual(["en", "en", "en", "en"]);
  });

  it("is written right to left in Arabic", () => {
    expect([directionOf("ar"), directionOf("en")]).toEqual(["rtl", "ltr"]);
  });
});

describe("a page's twin address", () => {
  it("is the same path under /ar, and back", () => {
    expect(twinAddress("/", "ar")).toBe("/ar");
    expect(twinAddress("/about-us", "ar")).toBe("/ar/about-us");
    expect(twinAddress("/contact#form", "ar")).toBe("/ar/contact#form");
    expect(twinAddress("/ar", "en")).toBe("/");
    expect(twinAddress("/ar/services/cyber-security", "en")).toBe("/services/cyber-security");
    expect(twinAddress("/ar/about-us", "ar")).toBe("/ar/about-us");
  });

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

  it("go from one language to the other", () => {
    expect([otherLanguage("en"), otherLanguage("ar")]).toEqual(["ar", "en"]);
  });
});
