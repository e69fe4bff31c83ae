import { imageSize } from "image-size";
import jsonld from "jsonld";
import { test, expect } from "./consoleGuard.ts";
import { baseUrl, siteData as site, sitePages } from "./sitePages.ts";
import { isServicePage } from "../src/seo/pageStructuredData.ts";
import { groupSummary } from "./siteChrome.ts";
import { enBlocks } from "../src/words/enBlocks.ts";
import { arBlocks } from "../src/words/arBlocks.ts";

/**
 * Issue 8 point 3: what crawlers and link previews read in the built site's <head> (they run no
 * JavaScript), and that the browser keeps it describing the page shown after client-side navigation.
 */

/** Every tag a link preview needs, on every page. */
const requiredTags = [
  "og:type", "og:site_name", "og:title", "og:description", "og:url", "og:image", "og:image:width", "og:image:height", "og:image:alt", "og:locale",
  "twitter:card", "twitter:title", "twitter:description", "twitter:image", "twitter:image:alt",
];

const decodeEntities = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
/** The <meta property|name="…" content="…"> tags of a head, by key. */
const metaTags = (html: string) =>
  new Map([...headOf(html).matchAll(/<meta (?:property|name)="((?:og|twitter|article):[^"]+)" content="([^"]*)">/g)].map(([, key, content]) => [key!, decodeEntities(content!)]));
const jsonLdTexts = (html: string) => [...headOf(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => text!);
const typeOf = (data: { "@type"?: string }) => data["@type"];

/** JSON-LD expansion without the network: schema.org's context, reduced to what expansion needs of it. */
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no network in tests: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: { "@context": { "@vocab": "https://schema.org/" } } };
};

test.describe("link previews and structured data in the prerendered HTML", () => {
  for (const { route, page } of sitePages) {
    test(`${route} has every Open Graph and Twitter tag, with absolute addresses`, async ({ request }) => {
      const tags = metaTags(await (await request.get(route)).text());
      expect(requiredTags.filter((key) => !tags.has(key)), "missing tags").toEqual([]);
      const canonical = page.meta.canonical ?? `${baseUrl}${route === "/" ? "/" : route}`;
      expect(tags.get("og:url")).toBe(canonical);
      expect(tags.get("og:title")).toBe(page.meta.title);
      expect(tags.get("og:description")).toBe(page.meta.description);
      expect(tags.get("og:site_name")).toBe(site.company.name);
      expect(tags.get("og:type")).toBe(page.blocks.some((block) => block.type === "articleHeader") ? "article" : "website");
      expect(tags.get("twitter:card")).toBe("summary_large_image");
      for (const key of ["og:image", "twitter:image"]) expect(tags.get(key), key).toMatch(new RegExp(`^${baseUrl}/images/.+\\.(png|jpe?g|webp)$`));
      expect(Number(tags.get("og:image:width"))).toBeGreaterThan(0);
    });
  }

  test("an alias serves the page's own preview and structured data, pointing at the canonical address", async ({ request }) => {
    const { route, aliases, page } = sitePages.find((entry) => entry.aliases.length && entry.page.blocks.some((block) => block.type === "articleHeader"))!;
    const canonical = page.meta.canonical ?? `${baseUrl}${route}`;
    for (const alias of aliases) {
      const html = await (await request.get(alias)).text();
      expect(metaTags(html).get("og:url"), alias).toBe(canonical);
      const article = jsonLdTexts(html).map((text) => JSON.parse(text)).find((data) => typeOf(data) === "Article");
      expect(article?.mainEntityOfPage, alias).toBe(canonical);
    }
  });

  test("the share image every page names answers 200 as a PNG of the size its tags state", async ({ request }) => {
    const images = new Map<string, string>();
    for (const { route } of sitePages) {
      const tags = metaTags(await (await request.get(route)).text());
      images.set(tags.get("og:image")!, `${tags.get("og:image:width")}x${tags.get("og:image:height")}`);
    }
    for (const [url, size] of images) {
      const response = await request.get(url.replace(baseUrl, ""));
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const drawn = imageSize(await response.body());
      expect(`${drawn.width}x${drawn.height}`, url).toBe(size);
    }
  });

  test("every JSON-LD block parses as JSON and expands as JSON-LD into schema.org terms", async ({ request }) => {
    let documents = 0;
    for (const { route } of sitePages) {
      for (const text of jsonLdTexts(await (await request.get(route)).text())) {
        const data = JSON.parse(text);
        expect(data["@context"], route).toBe("https://schema.org");
        const [expanded] = await jsonld.expand(data, { documentLoader });
        expect(expanded?.["@type"], route).toEqual([`https://schema.org/${data["@type"]}`]);
        // Expansion drops any term it cannot map: nothing may be lost.
        expect(Object.keys(expanded!).length, route).toBe(Object.keys(data).length - 1);
        documents++;
      }
    }
    // The home page's Organization, an Article and a BreadcrumbList per article, a Service per service.
    const articles = sitePages.filter(({ page }) => page.blocks.some((block) => block.type === "articleHeader"));
    expect(documents).toBeGreaterThanOrEqual(1 + 2 * articles.length + sitePages.filter(({ route }) => isServicePage(route)).length);
  });

  test("the home page describes the company with every office", async ({ request }) => {
    const [company, ...others] = jsonLdTexts(await (await request.get("/")).text()).map((text) => JSON.parse(text));
    expect(others).toEqual([]);
    expect(company).toMatchObject({ "@type": "Organization", name: site.company.name, legalName: site.company.legalName, url: `${baseUrl}/` });
    expect(company.location.map((place: { name: string; address: { addressLocality: string } }) => [place.name, place.address.addressLocality])).toEqual(
      site.offices.map((office) => [office.label, office.city]),
    );
    expect(company.sameAs).toEqual(site.socials.map((social) => social.url));
  });

  for (const { route, page } of sitePages.filter(({ page }) => page.blocks.some((block) => block.type === "articleHeader"))) {
    test(`the article ${route} has Article and a BreadcrumbList matching the breadcrumb a visitor sees`, async ({ page: browser }) => {
      await browser.goto(route);
      const breadcrumb = browser.getByRole("navigation", { name: (route.startsWith("/ar/") ? arBlocks : enBlocks).blocks.breadcrumb });
      const visible = await breadcrumb.getByRole("listitem").allInnerTexts();
      const data = jsonLdTexts(await browser.content()).map((text) => JSON.parse(text));
      expect(data.map(typeOf)).toEqual(["BreadcrumbList", "Article"]);
      expect(data[0].itemListElement.map((item: { name: string }) => item.name)).toEqual(visible.map((text) => text.trim()));
      const links = await breadcrumb.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
      expect(data[0].itemListElement.filter((item: { item?: string }) => item.item).map((item: { item: string }) => new URL(item.item).pathname)).toEqual(links);
      const header = page.blocks.find((block) => block.type === "articleHeader")!;
      expect(data[1]).toMatchObject({ headline: header.heading, datePublished: header.published, mainEntityOfPage: `${baseUrl}${route}` });
    });
  }

  test("each service's page has Service, and the list of services has none", async ({ request }) => {
    const services = sitePages.filter(({ route }) => isServicePage(route));
    expect(services.length).toBeGreaterThanOrEqual(9);
    for (const { route } of services) {
      const data = jsonLdTexts(await (await request.get(route)).text()).map((text) => JSON.parse(text));
      expect(data.map(typeOf), route).toEqual(["Service"]);
      expect(data[0], route).toMatchObject({ url: `${baseUrl}${route}`, provider: { "@type": "Organization" } });
      expect(data[0].areaServed, route).toHaveLength(site.countries.length);
    }
    expect(jsonLdTexts(await (await request.get("/services")).text())).toEqual([]);
  });
});

test.describe("after client-side navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("nothing of the page the visitor arrived on stays in the head: a search page's noindex goes with it", async ({ page }) => {
    await page.goto("/search?s=cloud");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveTitle(sitePages.find(({ route }) => route === "/about-us")!.page.meta.title);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl}/about-us`);
    await expect(page.locator("head > title")).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("the preview tags and structured data describe the new page, never the previous one", async ({ page }) => {
    const ogContent = (key: string) => page.locator(`meta[property="${key}"]`);
    const jsonLdTypes = () => page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)["@type"]));

    await page.goto("/");
    await expect(ogContent("og:url")).toHaveAttribute("content", `${baseUrl}/`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const menu = page.getByRole("navigation", { name: "Main" });

    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(ogContent("og:url")).toHaveAttribute("content", `${baseUrl}/about-us`);
    await expect(ogContent("og:title")).toHaveAttribute("content", sitePages.find(({ route }) => route === "/about-us")!.page.meta.title);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", sitePages.find(({ route }) => route === "/about-us")!.page.meta.title);
    expect(await jsonLdTypes()).toEqual([]);

    await groupSummary(menu, "Services").click();
    await menu.getByRole("link", { name: "Web Development" }).click();
    await expect(ogContent("og:url")).toHaveAttribute("content", `${baseUrl}/services/web-development`);
    expect(await jsonLdTypes()).toEqual(["Service"]);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    // The title, description and canonical link are replaced with the rest, once each.
    await expect(page).toHaveTitle(sitePages.find(({ route }) => route === "/services/web-development")!.page.meta.title);
    await expect(page.locator("head > title")).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl}/services/web-development`);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
