import { describe, expect, it } from "vitest";
import { newPageTitleNote, titleEndingNote } from "./titleNotes.ts";

const company = "Example IT Solutions";

describe("what the studio says where a page's title is typed", () => {
  it("shows in the New page window the title as search results will show it, the company's name added", () => {
    expect(newPageTitleNote("Careers", company)).toBe("Search results and browser tabs show it as: “Careers | Example IT Solutions”.");
    expect(newPageTitleNote("", company)).toBe("Search results and browser tabs show it as: “Your title | Example IT Solutions”.");
  });

  it("says when a title is too long for the company's name to be added", () => {
    expect(newPageTitleNote("Senior Cloud Infrastructure Engineer, Dubai Office", company)).toBe(
      "Search results and browser tabs show it as: “Senior Cloud Infrastructure Engineer, Dubai Office”, without the company's name, which would make it too long.",
    );
  });

  it("says why a title in Page settings ends with the company's name, and nothing when it does not", () => {
    expect(titleEndingNote("Careers | Example IT Solutions", company)).toBe(
      "Ends with the company's name (“… | Example IT Solutions”), so that search results and browser tabs name the company, as the site's other pages do.",
    );
    expect(titleEndingNote("Example IT Solutions | Software, Cloud & Digital Services", company)).toBeUndefined();
    expect(titleEndingNote("Careers | Example IT Solutions", undefined)).toBeUndefined();
  });
});
