import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { fixtureSite, validationFixtures } from "./fixtureSite.ts";
import { formatProblem } from "../scripts/lib/problem.ts";
import { root } from "../scripts/lib/paths.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";



/** The errors of a fixture site: what fails validation. */
function validate(fixture: string): string[] {
  return validateProject({ pagesDir: fixtureSite(fixture) })
    .problems.filter((problem) => problem.severity === "error")
    .map(formatProblem);
}

function warnings(fixture: string): string[] {
  return validateProject({ pagesDir: fixtureSite(fixture) })
    .problems.filter((problem) => problem.severity === "warning")
    .map(formatProblem);
}

/** Runs `npm run validate` (the script itself) with arguments; its exit status and output. */
function runValidate(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const { status, stdout, stderr } = spawnSync(process.execPath, [join(root, "scripts", "validate.ts"), ...args], { cwd: root, encoding: "utf8" });
  return { status, stdout, stderr };
}

describe("npm run validate", () => {
  it("accepts the fixture site as it is", () => {
    expect(validateProject({ pagesDir: join(validationFixtures, "_base") }).problems).toEqual([]);
  });

  it("reports invalid JSON with its line and column", () => {
    expect(validate("syntax-error")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/syntax-error/broken.json:4:3  /blocks  invalid JSON: expected ',' between items",
      ]
    `);
  });

  it("reports a trailing comma as invalid JSON", () => {
    expect(validate("trailing-comma")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/trailing-comma/broken.json:4:56  /blocks/1  invalid JSON: expected a value (remove the trailing comma?)",
      ]
    `);
  });

  it("reports curly quotes pasted from a word processor in one line that says to type straight ones, leaving curly quotes inside text alone", () => {
    expect(validate("curly-quotes")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/curly-quotes/page.json:4:22  /meta/title  invalid JSON: “ is a curly quote, as word processors type them; JSON needs straight quotes: type " in its place",
      ]
    `);
  });

  it("reports a key given twice in one object", () => {
    expect(validate("duplicate-key")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/duplicate-key/page.json:5:52  /blocks/0/heading  duplicate key "heading" (first at line 5); only one may stay",
      ]
    `);
  });

  it("reports a value of the wrong type at its JSON pointer", () => {
    expect(validate("wrong-type")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/wrong-type/page.json:7:38  /blocks/1/heading  must be string",
      ]
    `);
  });

  it("names the block types when a block's type is unknown, suggesting the closest", () => {
    expect(validate("unknown-block")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/unknown-block/page.json:5:24  /blocks/0/type  unknown block type "heor": did you mean "hero"? the block types are accordion, articleHeader, breadcrumb, callToAction, cardGrid, comparisonTable, contactCards, contactForm, hero, keyFigures, planCards, richText, searchResults",
      ]
    `);
  });

  it("reports an unknown property at its name, suggesting the closest allowed one", () => {
    expect(validate("unknown-property")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/unknown-property/page.json:5:14  /blocks/0  missing required property "heading"",
        "tests/fixtures/.work/unknown-property/page.json:5:32  /blocks/0/headng  unknown property "headng" (did you mean "heading"?)",
      ]
    `);
  });

  it("reports missing required properties and too few items", () => {
    expect(validate("missing-required")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/missing-required/page.json:4:11  /meta  missing required property "description"",
        "tests/fixtures/.work/missing-required/page.json:5:46  /blocks/0/items  must have at least 1 item",
      ]
    `);
  });

  // Links that could run script or leave for another host: tests/hostileLinks.test.ts, one fixture each.

  it("reports an internal link to a page, or a section of a page, that does not exist", () => {
    expect(validate("broken-internal-link")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/broken-internal-link/page.json:5:92  /blocks/0/actions/0/href  links to "/about-as", which is not a page of this site (did you mean "/about-us"?)",
        "tests/fixtures/.work/broken-internal-link/page.json:5:135  /blocks/0/actions/1/href  links to "/about-us#missing" but tests/fixtures/.work/broken-internal-link/about-us.json has no block with "id": "missing"",
      ]
    `);
  });

  it("suggests the address a link is one letter off, and nothing for a link like no page", () => {
    expect(validate("misspelt-link")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/misspelt-link/page.json:5:94  /blocks/0/actions/0/href  links to "/contct", which is not a page of this site (did you mean "/contact"?)",
        "tests/fixtures/.work/misspelt-link/page.json:5:137  /blocks/0/actions/1/href  links to "/nothing-like-it", which is not a page of this site",
      ]
    `);
  });

  it("reports an #anchor that no block on the page carries", () => {
    expect(validate("missing-anchor")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/missing-anchor/page.json:5:113  /blocks/0/actions/0/href  links to "#pricing" but no block on this page has "id": "pricing"",
      ]
    `);
  });

  it("reports a local image that does not exist", () => {
    expect(validate("missing-image")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/missing-image/page.json:5:73  /blocks/0/image/src  image "/images/nowhere/missing.svg" does not exist: add the file as public/images/nowhere/missing.svg",
      ]
    `);
  });

  it("reports a picture that does not say how big it is", () => {
    const result = validateProject({ pagesDir: fixtureSite("unsized-image"), publicDir: join(root, "tests", "fixtures", "public") });
    const errors = result.problems.filter((problem) => problem.severity === "error");
    expect(errors.map(formatProblem)).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/unsized-image/page.json:7:45  /blocks/1/image/src  image "/images/unsized.svg" does not say how big it is: give the SVG a viewBox (or width and height), or use a PNG, JPEG, WebP or AVIF file",
      ]
    `);
  });

  it("reports an article date that is not a day of the calendar", () => {
    expect(validate("impossible-date")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/impossible-date/page.json:5:79  /blocks/0/published  "2026-02-29" is not a day of the calendar (year-month-day, for example "2026-03-12")",
      ]
    `);
  });

  it("reports a file whose name gives an address links cannot hold, suggesting a name", () => {
    expect(validate("bad-file-name")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/bad-file-name/about-us copy.json:1:1  (root)  the file's name gives it the address "/about-us copy", which links cannot hold: rename the file with letters, digits, "-", "_", "." and "~" only (no spaces), for example about-us-copy.json",
      ]
    `);
  });

  it("reports two addresses that differ only in letter case or a trailing slash", () => {
    expect(validate("route-collision")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/route-collision/page.json:5:15  /aliases/0  alias "/About-US" is the same address as "/about-us" of tests/fixtures/.work/route-collision/about-us.json (addresses may not differ only in letter case or a trailing slash)",
      ]
    `);
  });

  it("accepts a page that also answers to its own address in other letters, which a static host needs as a copy", () => {
    expect(validate("own-address-spelling")).toEqual([]);
  });

  it("reports an alias that repeats the page's own address letter for letter", () => {
    expect(validate("own-address-repeated")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/own-address-repeated/guide.json:5:15  /aliases/0  alias "/guide" repeats this file's own address; remove it",
      ]
    `);
  });

  it("reports a comparison row whose values do not match the columns", () => {
    expect(validate("table-mismatch")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/table-mismatch/page.json:11:46  /blocks/0/rows/1/values  has 3 values but the table has 4 columns (Starter, Standard, Plus, Enterprise)",
      ]
    `);
  });

  it("reports a $schema path that does not reach the schema", () => {
    expect(validate("schema-reference")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/schema-reference/page.json:2:14  /$schema  must be "../../../../schemas/page.schema.json" so your editor finds the schema",
      ]
    `);
  });

  it("reports a rich text element or line of the wrong shape in one line each", () => {
    expect(validate("rich-text-shape")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/rich-text-shape/page.json:5:48  /blocks/0/content/0  must be one of: Heading 2 {"h2": …}, Heading 3 {"h3": …}, Paragraph {"p": …}, Bulleted list {"ul": …}, Numbered list {"ol": …}, Quote {"quote": …}",
        "tests/fixtures/.work/rich-text-shape/page.json:5:77  /blocks/0/content/1/p  is not valid here. Expected: A line of text: either plain text, or a list of pieces where each piece is plain text, a link ({"text", "href"}), emphasis ({"strong"} / {"em"}) or a detail from the site-wide data ({"site": "headOfficeAddress"}).",
      ]
    `);
  });

  it("exits with status 1 and prints file:line:column  pointer  message", () => {
    const { status, stderr } = runValidate(["--pages", fixtureSite("wrong-type")]);
    expect(status).toBe(1);
    expect(stderr).toContain("tests/fixtures/.work/wrong-type/page.json:7:38  /blocks/1/heading  must be string");
  });

  it("exits with status 0 for the site's own pages", () => {
    const { status, stdout } = runValidate([]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^\d+ pages valid/);
  });
});

describe("npm run validate's warnings", () => {
  it("warns, with the value's line and what to do, about a long title, a description outside 50 to 160 characters, a picture without alt text, a plain http link, a page no other page links to, a contact form that sends nowhere and a card's picture or icon its grid's style does not show", () => {
    expect(warnings("warnings")).toMatchInlineSnapshot(`
      [
        "tests/fixtures/.work/warnings/long-title.json:5:14  /meta/title  warning: the title is 70 characters; search results cut it after about 60, so put what matters first and shorten it",
        "tests/fixtures/.work/warnings/no-alt.json:14:16  /blocks/0/image/alt  warning: the picture has no alt text, so visitors who cannot see it learn nothing: describe what it shows (leave it empty only for pure decoration)",
        "tests/fixtures/.work/warnings/orphan.json:1:1  (root)  warning: no other page links to /orphan, so visitors and search engines can hardly find it: add it to the menu in pages/_site.json or link to it from a related page",
        "tests/fixtures/.work/warnings/plain-http.json:17:23  /blocks/0/content/0/p/1/href  warning: "http://www.example.org/partner" is plain http: use https, or browsers may warn visitors that the link is not secure",
        "tests/fixtures/.work/warnings/short-description.json:6:20  /meta/description  warning: the description is 10 characters; search results show 50 to 160, so say in a sentence or two what the page offers",
        "tests/fixtures/.work/warnings/unsent-form.json:10:5  /blocks/1  warning: the contact form sends enquiries nowhere: it thanks the visitor but nothing reaches the company. Add "endpoint": "/api/enquiries"",
        "tests/fixtures/.work/warnings/unshown-card-parts.json:12:66  /blocks/0/cards/0/image  warning: the picture is not shown in the "icons" style, only in "cards": choose that style, or leave the picture out",
        "tests/fixtures/.work/warnings/unshown-card-parts.json:17:46  /blocks/1/cards/0/icon  warning: the icon is not shown in the "plain" style: choose "icons", "cards" or "steps", or leave the icon out",
        "tests/fixtures/.work/warnings/unshown-card-parts.json:21:44  /blocks/2/cards/0/icon  warning: the icon is not shown: a card with a picture shows the picture in its place, so leave one of the two out",
      ]
    `);
  });

  it("builds a site that only has warnings", () => {
    expect(validate("warnings")).toEqual([]);
    expect(validateProject({ pagesDir: fixtureSite("warnings") }).pages.map((page) => page.route).sort()).toEqual(
      ["/", "/about-us", "/long-title", "/no-alt", "/orphan", "/plain-http", "/short-description", "/unsent-form", "/unshown-card-parts"],
    );
  });

  it("exits 0 on warnings, saying how many, and 1 with --strict", () => {
    const pages = fixtureSite("warnings");
    const relaxed = runValidate(["--pages", pages]);
    expect(relaxed.status).toBe(0);
    expect(relaxed.stderr).toContain("warnings/long-title.json:5:14  /meta/title  warning: the title is 70 characters");
    expect(relaxed.stdout).toMatch(/^9 pages valid, 9 warnings \(\d+ ms\)/);

    const strict = runValidate(["--pages", pages, "--strict"]);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("9 errors: fix them before the site can be built.");
  });

  it("prints one JSON object for tools with --format json", () => {
    const { status, stdout } = runValidate(["--pages", fixtureSite("warnings"), "--format", "json"]);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ valid: true, pages: 9, errors: 0, warnings: 9 });
    expect(report.problems[0]).toEqual({
      file: "tests/fixtures/.work/warnings/long-title.json",
      line: 5,
      column: 14,
      pointer: "/meta/title",
      message: expect.stringContaining("the title is 70 characters"),
      severity: "warning",
    });
  });

  it("prints GitHub annotations with --format github: warnings as ::warning, errors (and --strict warnings) as ::error", () => {
    const warned = runValidate(["--pages", fixtureSite("warnings"), "--format", "github"]).stdout.split("\n");
    expect(warned[0]).toMatch(/^::warning file=tests\/fixtures\/\.work\/warnings\/long-title\.json,line=5,col=14::\/meta\/title  the title is 70 characters/);
    const strict = runValidate(["--pages", fixtureSite("warnings"), "--format", "github", "--strict"]).stdout;
    expect(strict).toMatch(/^::error file=tests\/fixtures\/\.work\/warnings\/long-title\.json,line=5,col=14::/);

    const failed = runValidate(["--pages", fixtureSite("wrong-type"), "--format", "github"]);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain("::error file=tests/fixtures/.work/wrong-type/page.json,line=7,col=38::/blocks/1/heading  must be string");
  });

  it("refuses an unknown output format", () => {
    const { status, stderr } = runValidate(["--format", "xml"]);
    expect(status).toBe(2);
    expect(stderr).toContain('--format must be one of text, json, github, not "xml"');
  });
});

describe("the Arabic site file (pages/ar/_site.json): the Arabic of the site file's words, at their places", () => {
  it("reports a text left out, an empty one, a value that is no text (written once, in English), a list of another length, and warns of a text with no Arabic letter", () => {
    expect(validateProject({ pagesDir: fixtureSite("arabic-site-texts") }).problems.map(formatProblem)).toEqual([
      `tests/fixtures/.work/arabic-site-texts/ar/_site.json:1:1  /emails/0/label  not translated: "Info" has no Arabic`,
      "tests/fixtures/.work/arabic-site-texts/ar/_site.json:3:54  /navigation/1/label  the text is empty",
      "tests/fixtures/.work/arabic-site-texts/ar/_site.json:4:26  /offices/0/label  warning: the text has no Arabic letter: is it translated?",
      "tests/fixtures/.work/arabic-site-texts/ar/_site.json:5:46  /phones/0/display  this is not a text of the site file: it is written once, in pages/_site.json",
      "tests/fixtures/.work/arabic-site-texts/ar/_site.json:6:26  /footer/support  has 2 items; pages/_site.json has 1, and each holds the Arabic of the English at its place",
    ]);
  });

  it("is required once there are Arabic pages", () => {
    expect(validate("arabic-site-missing")).toEqual([
      "tests/fixtures/.work/arabic-site-missing/ar/about-us.json:1:1  (root)  the Arabic pages need pages/ar/_site.json: the Arabic of the site file's words (its menus, its footer)",
    ]);
  });

  it("gives the build the site file with its words in Arabic and everything else from the English file", () => {
    const result = validateProject();
    expect(result.arabicSite!.navigation[0]!.label).toBe("الرئيسية");
    expect(result.arabicSite!.phones).toEqual(result.site!.phones.map((phone, index) => ({ ...phone, label: result.arabicSite!.phones[index]!.label })));
    expect(result.arabicSite!.company.name).toBe(result.site!.company.name);
  });
});

describe("each page and its twin in the other language, once the site has Arabic pages", () => {
  const twinsMessage = 'twins differ only in their words, unless "differsFromEnglish" says why';
  const at = (fixture: string, rest: string) => `tests/fixtures/.work/${fixture}/${rest}`;
  const validateOn = (fixture: string, today: string) => validateProject({ pagesDir: fixtureSite(fixture), today }).problems.map(formatProblem);

  it("refuses an English page without its Arabic twin", () => {
    expect(validate("arabic-twin-missing")).toEqual([
      at("arabic-twin-missing", `about-us.json:1:1  (root)  has no Arabic twin: write it at /ar/about-us (pages/ar/ at this file's path), or say who is translating it by when in "notYetInArabic"`),
    ]);
  });

  it("accepts a page not yet translated that says who is translating it by when, and warns once the day has passed", () => {
    expect(validateOn("arabic-twin-pending", "2026-10-31")).toEqual([]);
    expect(validateOn("arabic-twin-pending", "2026-11-01")).toEqual([
      at("arabic-twin-pending", "about-us.json:4:53  /notYetInArabic/until  warning: the Arabic page was due on 2026-10-31 (Layla Haddad): write it, or give a new date"),
    ]);
  });

  it("refuses an Arabic page that is no English page's twin", () => {
    expect(validate("arabic-twin-orphan").filter((line) => !line.includes("warning:"))).toEqual([
      at("arabic-twin-orphan", "ar/careers.json:1:1  (root)  has no English twin: an Arabic page is the translation of the English page at /careers, and there is none"),
    ]);
  });

  it("refuses twins with other blocks, in another order, or other values than words", () => {
    expect(validate("arabic-twin-differs")).toEqual([
      at("arabic-twin-differs", `ar/about-us.json:5:13  /blocks  has 2 blocks but its English twin ${at("arabic-twin-differs", "about-us.json")} has 1: ${twinsMessage}`),
      at("arabic-twin-differs", `ar/about-us.json:5:37  /blocks/0/id  is "about" but its English twin ${at("arabic-twin-differs", "about-us.json")} has "intro": ${twinsMessage}`),
      at("arabic-twin-differs", `ar/index.json:5:23  /blocks/0/type  is a "callToAction" block but its English twin ${at("arabic-twin-differs", "index.json")} has a "hero" block here: ${twinsMessage}`),
    ]);
  });

  it("names only the English page's own error when that page is broken, not its twin as an orphan", () => {
    expect(validate("arabic-twin-broken-english")).toEqual([at("arabic-twin-broken-english", "about-us.json:5:58  /blocks/0/heading  must be string")]);
  });

  it("accepts an Arabic page that differs from its twin when it says why", () => {
    expect(validate("arabic-twin-differs-on-purpose")).toEqual([]);
  });

  it("refuses an empty Arabic text and warns of one with no Arabic letter", () => {
    expect(validateOn("arabic-texts", "2026-11-28")).toEqual([
      at("arabic-texts", "ar/about-us.json:4:46  /meta/description  warning: the text has no Arabic letter: is it translated?"),
      at("arabic-texts", "ar/about-us.json:5:57  /blocks/0/heading  the text is empty"),
    ]);
  });

  it("refuses an Arabic page's link to an English page that has a twin, naming the twin", () => {
    expect(validate("arabic-english-link")).toEqual([at("arabic-english-link", 'ar/index.json:5:94  /blocks/0/actions/0/href  links to "/about-us", an English page: link to "/ar/about-us"')]);
  });

  it("finds every page of the site in a pair", () => {
    expect(validateProject().problems.filter((problem) => problem.severity === "error").map(formatProblem)).toEqual([]);
  });
});
