import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { searchSiteFolder } from "../../../tests/searchPageFixture.ts";

const removals: (() => void)[] = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
});

/** The production server on a built site holding just a prerendered /search page and an index. */
async function searchServer() {
  const { dist, remove } = searchSiteFolder();
  removals.push(remove);
  return createServer({ dist });
}

describe("GET /search", () => {
  it("answers with the matching pages as links in the HTML", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: "/search?s=dubai" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<a href="/about-us">');
    expect(response.body).toContain("1 page matches.");
    expect(response.body).not.toContain('<a href="/">');
    expect(response.body).toContain('value="dubai"');
  });

  it("marks a page of results noindex (robots.txt keeps crawlers off them), not the search page itself", async () => {
    const app = await searchServer();
    const robots = '<meta name="robots" content="noindex">';
    expect((await app.inject({ url: "/search?s=dubai" })).body).toMatch(new RegExp(`${robots}\\s*<!--/page-head-->`));
    expect((await app.inject({ url: "/search" })).body).not.toContain(robots);
  });

  it("says so when no page matches", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: "/search?s=penguins" });
    expect(response.body).toContain("No pages match “penguins”.");
  });

  it("carries the query and results to the browser as JSON that cannot run", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: "/search?s=cloud" });
    const carried = /<script type="application\/json" id="search-state">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(carried ?? "null")).toMatchObject({ query: "cloud", results: [{ route: "/", title: "Home" }] });
  });

  it("escapes a query that holds markup, in the page and in the carried JSON", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: `/search?s=${encodeURIComponent('</script><script>alert(1)</script>"><b>')}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.body).not.toContain("<b>");
    expect(response.body).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // Exactly one <script> element: the JSON one, which the query cannot close early.
    expect(response.body.match(/<script/g)).toHaveLength(1);
  });

  it("cuts a query past 200 characters between characters, never inside an emoji", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: `/search?s=a${encodeURIComponent("😀".repeat(150))}` });
    const kept = `a${"😀".repeat(99)}`;
    expect(response.body).toContain(`value="${kept}"`);
    const carried = /<script type="application\/json" id="search-state">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(carried ?? "null")).toMatchObject({ query: kept });
  });

  it("shows the empty form without a query", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: "/search" });
    expect(response.body).toContain("Type one or more words to find pages about them.");
    expect(response.body).not.toContain("<ul");
  });
});

describe("GET /ar/search", () => {
  const carriedOf = (body: string) => JSON.parse(/<script type="application\/json" id="search-state">(.*?)<\/script>/.exec(body)?.[1] ?? "null") as { query: string; results: { route: string }[] };

  it("answers from the Arabic index on the Arabic search page, in Arabic, right to left", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: `/ar/search?s=${encodeURIComponent("الأمن")}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('<a href="/ar/about-us">');
    expect(response.body).toContain("صفحة واحدة مطابقة.");
    expect(response.body).toContain('<form role="search" action="/ar/search" method="get">');
    expect(response.body).toContain('<label for="search-page-input">البحث في هذا الموقع</label>');
    expect(response.body).toMatch(/<meta name="robots" content="noindex">\s*<!--\/page-head-->/);
    expect(carriedOf(response.body)).toMatchObject({ query: "الأمن", results: [{ route: "/ar/about-us" }] });
  });

  it("finds the same page whether the query has vowel marks or not, and whichever alef it is typed with", async () => {
    const app = await searchServer();
    for (const query of ["الأمن", "الامن", "الأَمْنُ", "الإمن"]) {
      const response = await app.inject({ url: `/ar/search?s=${encodeURIComponent(query)}` });
      expect(carriedOf(response.body).results.map((result) => result.route), query).toEqual(["/ar/about-us"]);
      expect(response.body, query).toContain(`value="${query}"`);
    }
  });

  it("says in Arabic that no page matches, and looks only in the Arabic pages", async () => {
    const app = await searchServer();
    expect((await app.inject({ url: "/ar/search?s=dubai" })).body).toContain("لا توجد صفحات تطابق «dubai».");
    expect((await app.inject({ url: `/search?s=${encodeURIComponent("الأمن")}` })).body).toContain("No pages match “الأمن”.");
  });

  it("shows the empty form in Arabic without a query, and indexable", async () => {
    const app = await searchServer();
    const response = await app.inject({ url: "/ar/search" });
    expect(response.body).toContain("اكتب كلمة أو أكثر للعثور على الصفحات التي تتناولها.");
    expect(response.body).not.toContain('name="robots"');
    expect(response.body).not.toContain("<ul");
  });
});
