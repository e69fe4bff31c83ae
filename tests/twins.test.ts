import { describe, expect, it } from "vitest";
import { twinOf, withArabicLinks } from "../scripts/lib/twins.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";

describe("a page's twin in the other language", () => {
  const routes = ["/", "/blog", "/blog/AIML", "/blog/new", "/ar", "/ar/blog", "/ar/blog/AIML"];

  it("is the same page there, or the nearest page above it that is written there", () => {
    expect(twinOf("/blog/AIML", routes)).toBe("/ar/blog/AIML");
    expect(twinOf("/ar/blog/AIML", routes)).toBe("/blog/AIML");
    expect(twinOf("/blog/new", routes)).toBe("/ar/blog");
    expect(twinOf("/", routes)).toBe("/ar");
    expect(twinOf("/contact", routes)).toBe("/ar");
  });
});

describe("the site file on Arabic pages", () => {
  it("leads its menus and footer to the Arabic twins, and leaves other sites' addresses as they are", () => {
    const { arabicSite, pages } = validateProject();
    const site = withArabicLinks(arabicSite!, pages.map((page) => page.route));
    expect(site.navigation.map((item) => ("href" in item ? item.href : (item.children[0] as { href?: string }).href))).toEqual(["/ar", "/ar/about-us", "/ar/services", "/ar/blog", "https://www.eazzquote.example", "/ar/contact"]);
    expect(site.footer.support.map((link) => link.href)).toEqual(["/ar/privacy-policy", "/ar/contact"]);
  });
});
