import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ThemeProvider } from "@emotion/react";
import { act } from "react";
import type { Root } from "react-dom/client";
import { Router } from "wouter";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listJsonFiles } from "../scripts/lib/pageFiles.ts";
import { pagesDir } from "../scripts/lib/paths.ts";
import { createValidators, pageAround } from "../scripts/lib/schemas.ts";
import { pageHead } from "../src/seo/pageHead.ts";
import { BlockList } from "../src/blocks/BlockList.tsx";
import { loadBlocks } from "../src/blocks/blockCache.ts";
import type { Block, Page } from "../src/generated/page.ts";
import { escapeHtml, headTags } from "../src/seo/headTags.ts";
import { theme } from "../src/theme/theme.ts";
import { setAt } from "./jsonPointer.ts";
import { valueAt } from "../scripts/lib/jsonSource.ts";
import { hydrateFromServerHtml, renderWithSite } from "./render.tsx";
import { WordsContext } from "../src/words/words.ts";
import { wordsOf } from "../src/words/wordsOf.ts";
import { pageTextFieldsInSchemas, placeOf, schemaFiles } from "./schemaFields.ts";

/**
 * A page string that is HTML must reach the visitor as those characters, never as markup: in the
 * prerendered HTML (escaped), in the browser after hydration and after a client-side render (no
 * element made from it), and in <head> (title, description, link-preview tags, JSON-LD).
 */
const attack = "<img src=x onerror=alert(1)>";
/**
 * The attack with a number in front, so each field's text can be found where it lands; for a field too
 * short to hold it (a key figure's value, 12 characters), markup that fits.
 */
const marked = (n: number) => `${n}${attack}`;
const markedShort = (n: number) => `<u>${n}</u>`;

const validators = createValidators();
const validBlock = (block: unknown) => validators.page(pageAround(block));

/** Every string in `value` with its JSON pointer. */
function strings(value: unknown, pointer = ""): string[] {
  if (typeof value === "string") return [pointer];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${pointer}/${index}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${pointer}/${key}`));
  return [];
}

interface HostileBlock {
  block: Block;
  /** The attacks the block now holds, each in a field that still passes validation. */
  texts: string[];
}

/**
 * Blocks from the site's pages and the schemas' examples with the attack in every field that still
 * validates with it (links, pictures, ids and choices refuse it, which is their own test), kept only
 * when they reach a text field no block before them did: every text field, with as few renders as can be.
 */
function hostileBlocks(): { blocks: HostileBlock[]; reached: Set<string> } {
  const samples: unknown[] = [];
  for (const file of listJsonFiles(pagesDir).filter((file) => !file.split("/").some((part) => part.startsWith("_")))) {
    samples.push(...(JSON.parse(readFileSync(join(pagesDir, file), "utf8")) as Page).blocks);
  }
  for (const [path, schema] of schemaFiles()) if (path.startsWith("blocks/")) samples.push(...((schema.examples ?? []) as unknown[]));
  // Text fields no page or example uses yet.
  const inline = ["Text with ", { strong: "strong" }, ", ", { em: "emphasis" }, " and ", { text: "a link", href: "/contact" }];
  samples.push(
    { type: "richText", content: [{ p: inline }, { ul: ["Plain item", inline] }, { ol: ["Plain step", inline] }, { quote: "A quotation." }] },
    { type: "comparisonTable", heading: "Compare", caption: "What each plan has", featureLabel: "Feature", columns: ["One", "Two"], rows: [{ feature: "Storage", values: ["1 TB", true] }] },
  );

  const reached = new Set<string>();
  const blocks: HostileBlock[] = [];
  let n = 0;
  for (const sample of samples) {
    const block = JSON.parse(JSON.stringify(sample)) as Block; // not structuredClone: it keeps shared arrays shared
    const texts: string[] = [];
    const places: string[] = [];
    for (const pointer of strings(block)) {
      const before = valueAt(block, pointer);
      n += 1;
      const text = [marked(n), markedShort(n)].find((candidate) => {
        setAt(block, pointer, candidate);
        return validBlock(block);
      });
      if (text) {
        texts.push(text);
        places.push(placeOf("page", { blocks: [block] }, `/blocks/0${pointer}`));
      } else setAt(block, pointer, before);
    }
    if (places.some((place) => !reached.has(place))) {
      places.forEach((place) => reached.add(place));
      blocks.push({ block, texts });
    }
  }
  return { blocks, reached };
}

const { blocks, reached } = hostileBlocks();
const page = (block: Block) => (
  <ThemeProvider theme={theme}>
    <WordsContext value={wordsOf("en")}>
      <Router ssrPath="/">
        <BlockList blocks={[block]} />
      </Router>
    </WordsContext>
  </ThemeProvider>
);

describe("a page string holding HTML renders as text, never as markup", () => {
  beforeAll(() => loadBlocks(blocks.map(({ block }) => block), "en"));
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("reaches every text field a page can hold", () => {
    // What a page says of its translation is for editors and the validator: no visitor sees it.
    const translationNotes = new Set(["page differsFromEnglish", "page notYetInArabic/by"]);
    const blockFields = pageTextFieldsInSchemas().filter((field) => !field.startsWith("page meta/") && !translationNotes.has(field));
    expect(blockFields.filter((field) => !reached.has(field))).toEqual([]);
  });

  for (const { block, texts } of blocks) {
    const fields = texts.length;
    it(`${block.type}: ${fields} fields, prerendered escaped, hydrated and rendered as text`, async () => {
      expect(fields).toBeGreaterThan(0);
      // The browser reads the prerendered HTML, then React takes it over.
      const { html, container, ...hydrated } = await hydrateFromServerHtml(page(block));
      root = hydrated.root;
      // Written unescaped, a text would be markup; every "<" of it must arrive as "&lt;".
      for (const text of texts) {
        expect(html, text).not.toContain(text);
        expect(html, text).toContain(escapeHtml(text));
      }
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.errors).toEqual([]);
      expectTextNotMarkup(container, texts);

      // A page reached by client-side navigation is rendered by React alone.
      const fresh = renderWithSite(<BlockList blocks={[block]} />);
      expectTextNotMarkup(fresh.container, texts);
    });
  }
});

/** No element was made from the attack, and each field's text is there as the characters written. */
function expectTextNotMarkup(container: HTMLElement, texts: string[]) {
  expect(container.querySelector('img[src="x"], [onerror], u')).toBeNull();
  const attributes = [...container.querySelectorAll("*")].flatMap((element) => [...element.attributes].map((attribute) => attribute.value));
  for (const text of texts) {
    const shown = container.textContent!.includes(text) || attributes.includes(text);
    expect(shown, `${text} is on the page as text`).toBe(true);
  }
}

describe("a page's <head> keeps HTML in its strings as text", () => {
  const title = `Cloud ${attack} </title><script>alert(1)</script>`;
  const description = `Protect your business ${attack} "quoted" </script><script>alert(2)</script> & more.`;
  const articleTitle = `An article </script><script>alert(3)</script> ${attack}`;
  const hostilePage = {
    schemaVersion: 2,
    meta: { title, description },
    blocks: [
      { type: "breadcrumb", items: [{ label: `Home ${attack}`, href: "/" }, { label: "Blog", href: "/blog" }, { label: `</script>${attack}` }] },
      { type: "articleHeader", heading: articleTitle, published: "2025-01-15" },
    ],
  } as Page;

  it("is a valid page, so the build would take it", () => {
    expect(validators.page({ $schema: "../schemas/page.schema.json", ...hostilePage }), JSON.stringify(validators.page.errors)).toBe(true);
  });

  it("writes the title, description and link-preview tags as text, and JSON-LD that no string can close", () => {
    const head = headTags(pageHead({ route: "/blog/hostile" }, hostilePage));
    const document = new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, "text/html");
    expect(document.querySelector('img, script:not([type="application/ld+json"])')).toBeNull();
    expect(document.title).toBe(title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(description);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(title);
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(description);

    // Each JSON-LD block is one whole script element whose text parses back to the page's own strings.
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as unknown);
    expect(jsonLd.length).toBeGreaterThanOrEqual(2);
    const written = JSON.stringify(jsonLd);
    expect(written).toContain(JSON.stringify(articleTitle).slice(1, -1));
    expect(written).toContain(JSON.stringify(`</script>${attack}`).slice(1, -1));
    expect(head).not.toMatch(/<\/script><script>/i);
  });
});
