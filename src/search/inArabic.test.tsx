import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ar } from "../words/ar.ts";
import { WordsContext } from "../words/words.ts";
import { SearchPageView } from "./SearchPageView.tsx";
import type { SearchResult } from "./searchIndex.ts";

const results = (count: number): SearchResult[] =>
  Array.from({ length: count }, (_, index) => ({ route: `/page-${index}`, title: `صفحة ${index}`, snippet: { before: "", match: "", after: "" } }));

const statusFor = (query: string, count: number) => {
  const { unmount } = render(
    <WordsContext value={{ language: "ar", words: ar }}>
      <SearchPageView query={query} results={results(count)} />
    </WordsContext>,
  );
  const status = screen.getByRole("status").textContent;
  unmount();
  return status;
};

describe("the /search page on an Arabic page", () => {
  it("names its field and button in Arabic and invites a search when there is no query", () => {
    render(
      <WordsContext value={{ language: "ar", words: ar }}>
        <SearchPageView query="" results={[]} />
      </WordsContext>,
    );
    expect(screen.getByRole("searchbox", { name: "البحث في هذا الموقع" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "بحث" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("status")).toHaveTextContent("اكتب كلمة أو أكثر للعثور على الصفحات التي تتناولها.");
  });

  it("says how many pages match in the count's Arabic form", () => {
    expect([1, 2, 3, 10].map((count) => statusFor("سحابة", count))).toEqual(["صفحة واحدة مطابقة.", "صفحتان مطابقتان.", "3 صفحات مطابقة.", "10 صفحات مطابقة."]);
  });

  it("quotes a query nothing matches in Arabic quotation marks", () => {
    expect(statusFor("  زنجبيل ", 0)).toBe("لا توجد صفحات تطابق «زنجبيل».");
  });
});
