import { describe, expect, it } from "vitest";
import type { Page } from "../generated/page.ts";
import { siteIn } from "../shared/site.ts";
import { blockText, search, searchDocument, type SearchIndex } from "./searchIndex.ts";

const site = siteIn("en");

const page = (title: string, description: string, blocks: unknown[]): Page => ({ meta: { title, description }, blocks } as Page);

const index: SearchIndex = {
  version: 1,
  documents: [
    searchDocument("/", page("Home", "We build websites.", [{ type: "hero", heading: "Firewalls for everyone", text: "Cloud and security.", image: { src: "/images/x.svg", alt: "A cloud" } }]), site),
    searchDocument("/services/cyber-security", page("Cyber Security", "Protect your business.", [{ type: "richText", content: [{ p: ["Read about ", { text: "firewalls", href: "/services/firewalls-page" }] }] }]), site),
    searchDocument("/about-us", page("About Us", "Our team of penguins.", [{ type: "cardGrid", items: [{ title: "Security minded", text: "We secure clouds." }] }]), site),
  ],
};

describe("the search index", () => {
  it("collects the readable text of any block and skips links, image paths, ids and type names", () => {
    const text = blockText({ type: "cardGrid", id: "services", items: [{ title: "Web", text: "Sites", href: "/services/web", icon: "code" }], image: { src: "/images/a.svg", alt: "A picture" } });
    expect(text).toEqual(["Web", "Sites", "A picture"]);
  });

  it("reads a site detail in a rich text line as the words it stands for", () => {
    const line = { type: "richText", content: [{ p: ["Write to us at ", { site: "headOfficeAddress" }] }] };
    expect(blockText(line, site)).toEqual(["Write to us at ", site.offices[0]!.address.join(", ")]);
    expect(blockText(line)).toEqual(["Write to us at "]);
  });

  it("finds exactly the one page a word appears on", () => {
    expect(search(index, "penguins").map((result) => result.route)).toEqual(["/about-us"]);
  });

  it("ranks a page whose title matches above pages that only mention the word", () => {
    const routes = search(index, "security").map((result) => result.route);
    expect(routes[0]).toBe("/services/cyber-security");
    expect(routes).toHaveLength(3);
  });

  it("matches the start of a word being typed and ignores letter case and accents", () => {
    expect(search(index, "PENGU").map((result) => result.route)).toEqual(["/about-us"]);
    expect(search(index, "pénguins").map((result) => result.route)).toEqual(["/about-us"]);
  });

  it("needs every word of the query on the page", () => {
    expect(search(index, "firewalls penguins").map((result) => result.route)).toEqual([]);
    expect(search(index, "secure penguins").map((result) => result.route)).toEqual(["/about-us"]);
  });

  it("does not find words that only appear in a link's address", () => {
    expect(search(index, "page").map((result) => result.route)).toEqual([]);
  });

  it("returns nothing when nothing matches or the query is empty", () => {
    expect(search(index, "xyzzy")).toEqual([]);
    expect(search(index, "  !? ")).toEqual([]);
  });

  it("gives a snippet around the first match with the matched word separated out", () => {
    const [result] = search(index, "penguins");
    expect(result?.snippet).toEqual({ before: "Our team of ", match: "penguins", after: "." });
  });
});

describe("the search index in Arabic", () => {
  const arabic: SearchIndex = {
    version: 1,
    documents: [
      searchDocument("/ar/services/cyber-security", page("الأمن السيبراني", "نحمي أعمالك من الاختراق.", [{ type: "hero", heading: "إدارة الهوية", text: "اختبار الاختراق ومراقبة الشبكات." }]), site),
      searchDocument("/ar/about-us", page("من نحن", "فريق في دبي والرياض.", [{ type: "cardGrid", items: [{ title: "أكاديمية", text: "تعلّم الآلة في مدرسة البرمجة، وبيانات مستشفى المدينة." }] }]), site),
    ],
  };
  const routesFor = (query: string) => search(arabic, query).map((result) => result.route);

  it("finds a word typed with or without vowel marks and with any form of alef", () => {
    for (const query of ["الأمن", "الامن", "الأَمْنُ", "الإمن"]) expect(routesFor(query), query).toEqual(["/ar/services/cyber-security"]);
    for (const query of ["الاختراق", "الاِخْتِرَاقِ", "الإختراق"]) expect(routesFor(query), query).toEqual(["/ar/services/cyber-security"]);
    for (const query of ["تعلم", "تَعَلَّمْ", "تعلّم"]) expect(routesFor(query), query).toEqual(["/ar/about-us"]);
  });

  it("finds a word ending in taa marbuta or alef maqsura however its end is written", () => {
    expect(routesFor("مدرسه")).toEqual(["/ar/about-us"]);
    expect(routesFor("مستشفي")).toEqual(["/ar/about-us"]);
    expect(routesFor("ادارة الهويه")).toEqual(["/ar/services/cyber-security"]);
  });

  it("highlights the word as the page writes it, its vowel marks included", () => {
    expect(search(arabic, "تعلم")[0]?.snippet).toEqual({ before: "أكاديمية ", match: "تعلّم", after: " الآلة في مدرسة البرمجة، وبيانات مستشفى المدينة." });
    expect(search(arabic, "الاختراق")[0]?.snippet).toEqual({ before: "نحمي أعمالك من ", match: "الاختراق", after: "." });
  });

  it("finds a word typed without the article, or the و, ب or ل written onto it, that the page writes it with, and with the article where the page has none", () => {
    for (const query of ["أمن", "امن", "والأمن", "بالأمن", "للأمن"]) expect(routesFor(query), query).toEqual(["/ar/services/cyber-security"]);
    for (const query of ["اختراق", "شبكات"]) expect(routesFor(query), query).toEqual(["/ar/services/cyber-security"]);
    // The page writes وبيانات (and data), مدرسة without the article, and المدينة with it.
    for (const query of ["بيانات", "البيانات", "المدرسة", "مدينة", "والمدينة"]) expect(routesFor(query), query).toEqual(["/ar/about-us"]);
    expect(search(arabic, "شبكات")[0]?.snippet).toEqual({ before: "إدارة الهوية اختبار الاختراق ومراقبة ", match: "الشبكات", after: "." });
    expect(search(arabic, "بيانات")[0]?.snippet.match).toBe("وبيانات");
  });

  it("takes off only a prefix that leaves enough of the word: a word that merely starts with و or ال is not found by its remainder", () => {
    // وبيانات is "and" and بيانات; والرياض is "and" and الرياض, whose remainder after the article is رياض.
    expect(routesFor("رياض")).toEqual(["/ar/about-us"]);
    expect(routesFor("يانات")).toEqual([]);
    expect(routesFor("ياض")).toEqual([]);
  });

  it("finds no Arabic page for a word that is on none", () => {
    expect(routesFor("زنجبيل")).toEqual([]);
  });
});
