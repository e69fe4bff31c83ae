import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithSite } from "../../../tests/render.tsx";
import { SearchResults } from "./SearchResults.tsx";
import { scriptJson, searchStateId } from "../../search/searchState.ts";
import { indexMetaName } from "../../search/loadSearchIndex.ts";
import type { SearchIndex } from "../../search/searchIndex.ts";

const index: SearchIndex = {
  version: 1,
  documents: [{ r: "/about-us", t: "About Us", d: "Who we are.", x: "Our offices are in Dubai and Riyadh." }],
};

afterEach(() => {
  document.getElementById(searchStateId)?.remove();
  document.querySelector(`meta[name="${indexMetaName}"]`)?.remove();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("search results block", () => {
  it("starts from the results the server carried for the query in the address", () => {
    window.history.replaceState(null, "", "/search?s=dubai");
    const script = Object.assign(document.createElement("script"), { type: "application/json", id: searchStateId });
    script.textContent = scriptJson({ query: "dubai", results: [{ route: "/about-us", title: "About Us", snippet: { before: "Our offices are in ", match: "Dubai", after: " and Riyadh." } }] });
    document.body.append(script);

    renderWithSite(<SearchResults type="searchResults" heading="Search" />, { path: "/search?s=dubai" });
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search this site" })).toHaveValue("dubai");
    expect(screen.getByRole("link", { name: /About Us/ })).toHaveAttribute("href", "/about-us");
    expect(screen.getByRole("status")).toHaveTextContent("1 page matches.");
  });

  it("searches in the browser when no server filled the page in", async () => {
    window.history.replaceState(null, "", "/search?s=riyadh");
    const meta = Object.assign(document.createElement("meta"), { name: indexMetaName, content: "/assets/search-index-block.json" });
    document.head.append(meta);
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(index))));

    renderWithSite(<SearchResults type="searchResults" heading="Search" />, { path: "/search?s=riyadh" });
    expect(await screen.findByRole("link", { name: /About Us/ })).toHaveAttribute("href", "/about-us");
    expect(screen.getByRole("searchbox", { name: "Search this site" })).toHaveValue("riyadh");
  });

  it("invites a search when the address has no query", () => {
    renderWithSite(<SearchResults type="searchResults" heading="Search" />, { path: "/search" });
    expect(screen.getByRole("status")).toHaveTextContent("Type one or more words to find pages about them.");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
