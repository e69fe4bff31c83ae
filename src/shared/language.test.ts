import { describe, expect, it } from "vitest";
import { directionOf, languageOf, otherLanguage, twinAddress } from "./language.ts";

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
});

describe("the other language", () => {
  it("goes from one language to the other", () => {
    expect([otherLanguage("en"), otherLanguage("ar")]).toEqual(["ar", "en"]);
  });
});
