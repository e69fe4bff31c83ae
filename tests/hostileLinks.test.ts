import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureSite, testWorkDir, validationFixtures } from "./fixtureSite.ts";
import { listJsonFiles } from "../scripts/lib/pageFiles.ts";
import { pagesDir, root } from "../scripts/lib/paths.ts";
import { formatProblem, type Problem } from "../scripts/lib/problem.ts";
import { describeSchemaErrors } from "../scripts/lib/schemaErrors.ts";
import { blockTypes, createValidators, pageAround } from "../scripts/lib/schemas.ts";
import { validateProject } from "../scripts/lib/validateProject.ts";
import { withValueAt } from "./jsonPointer.ts";
import { valueAt } from "../scripts/lib/jsonSource.ts";
import { linkFieldsInSchemas, placeOf, schemaFiles, walkSchema } from "./schemaFields.ts";


/**
 * One fixture per hostile value (tests/fixtures/validation/hostile-link-*), each in a different kind
 * of link field, page or site file: the file, the value's JSON pointer and what the message must explain.
 */
const hostile = [
  { fixture: "hostile-link-javascript", value: "javascript:alert(1)", file: "page.json", pointer: "/blocks/0/actions/0/href", why: '"javascript:" links can run code' },
  { fixture: "hostile-link-javascript-capitals", value: "JavaScript:alert(1)", file: "page.json", pointer: "/blocks/0/content/0/p/1/href", why: '"javascript:" links can run code' },
  { fixture: "hostile-link-leading-space", value: " javascript:x", file: "page.json", pointer: "/blocks/0/items/0/href", why: "it starts or ends with a space" },
  { fixture: "hostile-link-tab", value: "java\tscript:x", file: "page.json", pointer: "/blocks/0/cards/0/link/href", why: "it holds a tab or a line break" },
  { fixture: "hostile-link-vbscript", value: "vbscript:x", file: "_site.json", pointer: "/socials/0/url", why: '"vbscript:" links can run code' },
  { fixture: "hostile-link-data", value: "data:text/html,x", file: "page.json", pointer: "/blocks/0/plans/0/action/href", why: '"data:" links can run code' },
  { fixture: "hostile-link-protocol-relative", value: "//evil.example", file: "_site.json", pointer: "/products/0/externalUrl", why: 'write it in full, "https://evil.example"' },
  { fixture: "hostile-link-backslash", value: "/\\evil.example", file: "page.json", pointer: "/blocks/0/actions/0/href", why: 'browsers read "\\" as "/"' },
  { fixture: "hostile-link-invisible-character", value: "/about\u200b-us", file: "_site.json", pointer: "/footer/support/0/href", why: "invisible character (U+200B)" },
  { fixture: "hostile-link-hidden-host", value: "https://www.example.com@evil.example", file: "_site.json", pointer: "/websites/0/url", why: "hides where the link really goes (evil.example)" },
];


const allowedInstead = 'use a page of this site ("/about-us"), an anchor ("#services"), "https://…", "http://…", "mailto:…" or "tel:…"';

describe("a hostile link value fails npm run validate, one fixture each", () => {
  // `npm run validate` itself, once per fixture, side by side: each run takes a few seconds to start.
  const cli = new Map<string, { code: number; stderr: string }>();
  /** The validator's errors for each fixture, run in this process once and read by both tests below. */
  const errors = new Map<string, Problem[]>();
  beforeAll(async () => {
    const run = promisify(execFile);
    await Promise.all(
      hostile.map(async ({ fixture }) => {
        const args = [join(root, "scripts", "validate.ts"), "--pages", fixtureSite(fixture)];
        const result = await run(process.execPath, args, { cwd: root, encoding: "utf8" }).then(
          ({ stderr }) => ({ code: 0, stderr }),
          (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
        );
        cli.set(fixture, result);
      }),
    );
    for (const { fixture } of hostile) {
      errors.set(fixture, validateProject({ pagesDir: join(testWorkDir, fixture) }).problems.filter((problem) => problem.severity === "error"));
    }
  }, 120_000);

  for (const { fixture, value, file, pointer, why } of hostile) {
    it(`${JSON.stringify(value)} (${fixture}), saying why and what is allowed instead`, () => {
      const messages = errors.get(fixture)!.map(formatProblem);
      expect(messages).toHaveLength(1);
      const [error] = messages as [string];
      const where = `tests/fixtures/.work/${fixture}/${file}:`;
      expect(error.startsWith(where)).toBe(true);
      expect(error.slice(where.length)).toMatch(new RegExp(`^\\d+:\\d+  ${pointer.replace(/\*/g, "\\*")}  `));
      expect(error).toContain(`${JSON.stringify(value)} is not an allowed link (`);
      expect(error).toContain(why);
      expect(error.endsWith(`): ${allowedInstead}`)).toBe(true);

      const { code, stderr } = cli.get(fixture)!;
      expect(code).toBe(1);
      expect(stderr.split("\n")).toContain(error);
    });
  }

  it("points at each value's line and column in its file", () => {
    for (const { fixture, value, file } of hostile) {
      // The fixtures write characters outside ASCII as \u escapes, as the validator reads them.
      const written = JSON.stringify(value).replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
      const text = readFileSync(join(validationFixtures, fixture, file), "utf8");
      const at = text.indexOf(written);
      expect(at, `${fixture}/${file} holds ${written}`).toBeGreaterThan(0);
      const line = text.slice(0, at).split("\n").length;
      const column = at - text.lastIndexOf("\n", at - 1);
      const [problem] = errors.get(fixture)!;
      expect([problem?.line, problem?.column], fixture).toEqual([line, column]);
    }
  });
});

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Json;

describe("every link field in schemas/ refuses every hostile value", () => {
  const validators = createValidators();
  const types = [...blockTypes().values()];

  /** Where the site's own files and the schemas' examples write a link: one real value per place. */
  function linkSamples(): Map<string, { kind: "page" | "site"; json: unknown; pointer: string }> {
    const samples = new Map<string, { kind: "page" | "site"; json: unknown; pointer: string }>();
    const add = (kind: "page" | "site", json: unknown) => {
      for (const { pointer } of validators.collect(kind === "page" ? validators.page : validators.site, json).links) {
        const place = placeOf(kind, json, pointer);
        if (!samples.has(place)) samples.set(place, { kind, json, pointer });
      }
    };
    for (const file of listJsonFiles(pagesDir)) {
      if (file === "_site.json") add("site", readJson(join(pagesDir, file)));
      else if (!file.split("/").some((part) => part.startsWith("_"))) add("page", readJson(join(pagesDir, file)));
    }
    for (const [path, schema] of schemaFiles()) {
      if (!path.startsWith("blocks/")) continue;
      const snippets = ((schema.defaultSnippets ?? []) as { body: unknown }[]).map((snippet) => snippet.body);
      for (const block of [...((schema.examples ?? []) as unknown[]), ...snippets]) add("page", pageAround(block));
    }
    // Link fields no file of the site uses yet.
    add("page", pageAround({ type: "richText", content: [{ ol: [["Step one: ", { text: "contact us", href: "/contact" }]] }] }));
    const site = readJson(join(pagesDir, "_site.json"));
    add("site", { ...site, products: [{ name: "Product", summary: "A product with its own page.", page: "/about-us" }], redirects: [{ from: "/old-address", to: "/about-us" }] });
    return samples;
  }

  const fields = linkFieldsInSchemas();
  const samples = linkSamples();

  it("finds the link fields of pages and of the site file", () => {
    // A new link field joins this list by itself; the tests below then hold it to the same rule.
    expect(fields).toEqual(expect.arrayContaining(["page hero actions/*/href", "page richText content/*/p/*/href", "site navigation/*/href", "site socials/*/url", "site products/*/externalUrl"]));
    expect(fields.length).toBeGreaterThanOrEqual(16);
  });

  for (const field of fields) {
    it(`${field}: every hostile value is refused there`, () => {
      const sample = samples.get(field);
      expect(sample, `no page, site file or schema example writes a link at ${field}: add a sample to linkSamples()`).toBeDefined();
      const { kind, json, pointer } = sample!;
      const validate = kind === "page" ? validators.page : validators.site;
      expect(validate(json), `the sample for ${field} is valid as it is`).toBe(true);
      for (const { value } of hostile) {
        validate(withValueAt(json, pointer, value));
        const problems = describeSchemaErrors(validate.errors, types);
        expect(problems.map((problem) => problem.pointer), `${JSON.stringify(value)} at ${field}`).toEqual([pointer]);
        expect(problems[0]!.message).toContain("is not an allowed link");
      }
    });
  }

  it("accepts what links are for: site pages, anchors, https:, http:, mailto: and tel:", () => {
    const { json, pointer } = samples.get("page hero actions/*/href")!;
    for (const value of ["/about-us", "/contact?plan=Google+Workspace+Basic", "#services", "https://www.example.com/a?b=1#c", "https://medium.com/@company", "http://www.example.com", "mailto:info@example.com", "tel:+97145550100", "/downloads/guide.pdf"]) {
      expect(validators.page(withValueAt(json, pointer, value)), value).toBe(true);
    }
  });

  /**
   * Fields whose name says they hold an address but which are not link fields, by their place in the
   * schemas and with why. Each but the editors' `$schema` has a stricter rule of its own, which must
   * refuse the hostile values too. A new field named like a link that uses neither lands outside this
   * list and fails until it uses the shared definition.
   */
  const ownRules = [
    { place: "page.schema.json/properties/$schema", why: "the path to the schema, for editors; never shown to visitors", refusesHostileValues: false },
    { place: "site.schema.json/properties/$schema", why: "the path to the schema, for editors; never shown to visitors", refusesHostileValues: false },
    { place: "site.schema.json/properties/baseUrl", why: "https:// and a host only", refusesHostileValues: true },
    { place: "page.schema.json/properties/meta/properties/canonical", why: "https:// addresses only", refusesHostileValues: true },
    { place: "blocks/contactForm.schema.json/properties/endpoint", why: "one fixed value", refusesHostileValues: true },
  ];

  it("leaves no field named like an address outside the link rule", () => {
    const outside: string[] = [];
    for (const [file, schema] of schemaFiles()) {
      walkSchema(schema, file, (node, path) => {
        for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
          if (!/href|url|uri|link|page|endpoint|canonical|website|\$schema/i.test(name) || property["x-link"] || property["x-image"]) continue;
          // A $ref to the link definition is a link field; to a picture or a button, an object that holds one.
          const definition = typeof property.$ref === "string" ? property.$ref.split("/").at(-1) : undefined;
          if (definition && ["link", "image", "shareImage", "action"].includes(definition)) continue;
          if (definition || property.type === "string" || Array.isArray(property.enum)) outside.push(`${path}/properties/${name}`);
        }
      });
    }
    expect(outside.sort()).toEqual(ownRules.map(({ place }) => place).sort());
  });

  const files = schemaFiles();
  // The hidden-host value is left out: a canonical address may name another host by design, and the
  // base URL is the site's own address, set once by its developers.
  for (const { place, why } of ownRules.filter(({ refusesHostileValues }) => refusesHostileValues)) {
    it(`${place} (${why}) refuses every hostile value too`, () => {
      const [file, pointer] = place.split(/(?<=\.schema\.json)/) as [string, string];
      const rule = valueAt(files.get(file), pointer) as Json;
      const accepts = (value: string) => (rule.pattern ? new RegExp(String(rule.pattern), "u").test(value) : (rule.enum as string[]).includes(value));
      expect(hostile.filter(({ value }) => !value.includes("@") && accepts(value)).map(({ value }) => value)).toEqual([]);
    });
  }
});
