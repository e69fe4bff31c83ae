import { describe, expect, it } from "vitest";
import { plural, type Plural } from "./plural.ts";

const minutes: Plural = {
  zero: "zero: #",
  one: "one: #",
  two: "two: #",
  few: "few: #",
  many: "many: #",
  other: "other: #",
};

describe("plural()", () => {
  it("picks Arabic's six forms by the count: 0 zero, 1 one, 2 two, 3 few, 11 many, 100 other", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => plural("ar", count, minutes))).toEqual([
      "zero: 0",
      "one: 1",
      "two: 2",
      "few: 3",
      "many: 11",
      "other: 100",
    ]);
  });

  it("follows Arabic grammar past the first hundred: 103 few, 111 many, 1000 other", () => {
    expect([103, 111, 1000].map((count) => plural("ar", count, minutes))).toEqual(["few: 103", "many: 111", "other: 1000"]);
  });

  it("picks English's two forms: 1 one, and 0, 2 and 100 other", () => {
    expect([0, 1, 2, 100].map((count) => plural("en", count, { one: "# page", other: "# pages" }))).toEqual(["0 pages", "1 page", "2 pages", "100 pages"]);
  });

  it("falls back on the 'other' form when the words lack the form the count needs", () => {
    expect(plural("ar", 2, { one: "دقيقة", other: "# دقيقة" })).toBe("2 دقيقة");
  });

  it("writes the count in the digits 0–9 in Arabic too, and leaves out a form that says no number", () => {
    expect(plural("ar", 25, { many: "# دقيقة", other: "# دقيقة" })).toBe("25 دقيقة");
    expect(plural("ar", 2, { two: "دقيقتان", other: "# دقيقة" })).toBe("دقيقتان");
  });
});
