import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { catalogueEntries } from "../scripts/lib/catalogue.ts";
import { root } from "../scripts/lib/paths.ts";
import { loadPageData } from "../src/app/pageCache.ts";
import { routes } from "../src/app/routing.ts";
import { blockLoaders, hasBehaviour } from "../src/blocks/registry.ts";
import type { BlockType } from "../src/blocks/types.ts";
import type { Block } from "../src/generated/page.ts";
import { renderWithSite } from "./render.tsx";
import { sweptPages } from "./sweptPages.ts";

/**
 * On the page a visitor arrives on, only the blocks whose block.ts says `hydrates` are hydrated;
 * every other block stays as prerendered HTML, with no handler and no effect. These tests catch a block
 * that gains behaviour without saying so, which would leave it inert for a visitor who just arrived:
 * every block of the schemas' examples and of the site's pages (the Arabic ones sampled: sweptPages.ts)
 * is rendered.
 */
const examples = catalogueEntries().flatMap((entry) => entry.examples.map((example, index) => ({ name: `${entry.type} example ${index + 1}`, block: example.block })));
const sitePages = await Promise.all(sweptPages(routes).map(async (entry) => ({ route: entry.route, page: await loadPageData(entry) })));
const siteBlocks = sitePages.flatMap(({ route, page }) => page.blocks.map((block, index) => ({ name: `${route} block ${index}: ${block.type}`, block })));
const staticBlocks = [...examples, ...siteBlocks].filter(({ block }) => !hasBehaviour(block));
const staticTypes = [...new Set(staticBlocks.map(({ block }) => block.type))];

/** The props React keeps on a rendered element (how it finds an element's handlers). */
const reactProps = (element: Element) => Object.entries(element).find(([key]) => key.startsWith("__reactProps$"))?.[1] as Record<string, unknown> | undefined;

/** The event handlers on `element` (links to pages of the site have none: the window's listener, src/app/links.ts, follows them). */
function handlersOn(element: Element): string[] {
  const props = reactProps(element) ?? {};
  return Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === "function");
}

/** Hooks that only read what the render already knows (the words and language of the page too); any other hook means behaviour in the browser. */
const renderOnlyHooks = new Set(["useId", "useTheme", "useContext", "useInFirstScreen", "useWords", "useBlockWords", "useLanguage", "useSite"]);

describe("blocks that stay as prerendered HTML on arrival", () => {
  it("are most blocks, but not a form; the accordion opens natively (<details>) and a banner's colour-scheme switch works through the window's listener", () => {
    expect(staticBlocks.length).toBeGreaterThan(siteBlocks.length / 2);
    expect(staticTypes).not.toContain("contactForm");
    expect(staticTypes).toContain("accordion");
    expect(staticBlocks.some(({ block }) => block.type === "hero" && block.themeSwitch)).toBe(true);
  });

  it.each(staticBlocks.map(({ name, block }) => [name, block] as const))("%s renders no event handler", async (_name, block) => {
    const Component = (await blockLoaders[block.type]()) as ComponentType<Block>;
    const { container, unmount } = renderWithSite(<Component {...block} />);
    const handlers = [...container.querySelectorAll("*")].flatMap((element) => handlersOn(element).map((name) => `<${element.localName}> ${name}`));
    expect(handlers).toEqual([]);
    unmount();
  });

  it.each(staticTypes.map((type: BlockType) => [type] as const))("%s calls no hook that keeps state or runs effects", (type) => {
    const folder = join(root, "src", "blocks", type);
    const hooks = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
      .flatMap((file) => [...readFileSync(join(folder, file), "utf8").matchAll(/\b(use[A-Z]\w*)\(/g)].map((match) => `${file}: ${match[1]}`))
      .filter((call) => !renderOnlyHooks.has(call.split(": ")[1]!));
    expect(hooks).toEqual([]);
  });
});
