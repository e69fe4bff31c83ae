// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Page } from "../generated/page.ts";
import { loadedBlock } from "../blocks/blockCache.ts";
import { jsonScriptText } from "../shared/jsonScriptText.ts";
import { searchStateId } from "../search/searchState.ts";
import { atArrival, hydratedBlocks, prerenderedArrival, servedPageData, servedPageDataId } from "../blocks/servedBlocks.ts";
import { readServedPage } from "./servedPage.ts";

const picture = { src: "/images/blog/ui-ux-design.svg", alt: "Wireframes" };
const page: Page = {
  schemaVersion: 2,
  meta: { title: "Questions", description: "Answers." },
  layout: { footer: false },
  blocks: [
    { type: "hero", heading: "Answers", image: picture },
    { type: "contactForm", heading: "Ask us" },
    { type: "hero", heading: "Switch", themeSwitch: true },
    { type: "richText", content: [{ p: "More." }] },
  ],
};

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("the data the page the visitor arrived on carries for hydrating", () => {
  it("holds each block with behaviour whole and every other by its type only, and the footer's presence", () => {
    const data = servedPageData(page);
    // A banner's colour-scheme switch works without the banner's code (the page's inline script answers it: theme/schemeAtLoad.ts).
    expect(data.blocks).toEqual([{ type: "hero", kept: true }, page.blocks[1], { type: "hero", kept: true }, { type: "richText", kept: true }]);
    expect(data.footer).toBe(false);
  });

  it("names the first screen as the whole page decides it: the banner's picture fills it, which its kept stand-in no longer shows", () => {
    expect(servedPageData(page).firstScreen).toEqual([0]);
  });

  it("is read from the page, and only the code of the blocks that hydrate with it is fetched; the page's data chunk is not", async () => {
    document.body.innerHTML = `<script type="application/json" id="${servedPageDataId}">${jsonScriptText(servedPageData(page))}</script>`;
    const load = vi.fn(() => Promise.resolve(page));
    expect(await readServedPage(load)).toEqual(servedPageData(page));
    expect(load).not.toHaveBeenCalled();
    expect(loadedBlock("contactForm")).toBeDefined();
    expect(loadedBlock("hero")).toBeUndefined();
    expect(loadedBlock("richText")).toBeUndefined();
  });

  it("is worked out from the page's data chunk where the page carries none (the dev server's page)", async () => {
    const load = vi.fn(() => Promise.resolve(page));
    expect(await readServedPage(load)).toEqual(servedPageData(page));
    expect(load).toHaveBeenCalledOnce();
  });
});

describe("the search page the visitor arrives on", () => {
  const searchPage: Page = { schemaVersion: 2, meta: { title: "Search", description: "Search the site." }, blocks: [{ type: "searchResults", heading: "Search" }] };
  const arrive = async (address: string, answer = "") => {
    window.history.replaceState(null, "", address);
    document.body.innerHTML = `<script type="application/json" id="${servedPageDataId}">${jsonScriptText(servedPageData(searchPage))}</script>${answer}`;
    return readServedPage(() => Promise.resolve(searchPage));
  };

  it("carries its block whole, since some addresses need it, but the prerendered page preloads none of its code", () => {
    expect(servedPageData(searchPage).blocks).toEqual(searchPage.blocks);
    expect(hydratedBlocks(atArrival(servedPageData(searchPage), prerenderedArrival))).toEqual([]);
  });

  it("stays as served without a query, its form being a plain GET form: no search code is fetched", async () => {
    expect((await arrive("/search")).blocks).toEqual([{ type: "searchResults", kept: true }]);
    expect(loadedBlock("searchResults")).toBeUndefined();
  });

  it("stays as served when the server answered the query in the page", async () => {
    const answer = `<script type="application/json" id="${searchStateId}">{"query":"cloud","results":[]}</script>`;
    expect((await arrive("/search?s=cloud", answer)).blocks).toEqual([{ type: "searchResults", kept: true }]);
    expect(loadedBlock("searchResults")).toBeUndefined();
  });

  it("hydrates with its code when a query is left to the browser (a static host)", async () => {
    expect((await arrive("/search?s=cloud")).blocks).toEqual(searchPage.blocks);
    expect(loadedBlock("searchResults")).toBeDefined();
  });
});
