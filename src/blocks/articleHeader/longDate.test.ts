import { describe, expect, it } from "vitest";
import { enBlocks as en } from "../../words/enBlocks.ts";
import { arBlocks as ar } from "../../words/arBlocks.ts";
import { longDate } from "./longDate.ts";

describe("an article's date", () => {
  it("is written in English as day, month name and year: '12 March 2026'", () => {
    expect(longDate("2026-03-12", en)).toBe("12 March 2026");
    expect(longDate("2026-01-01", en)).toBe("1 January 2026");
    expect(longDate("2025-12-31", en)).toBe("31 December 2025");
  });

  it("is written in Arabic with the month's Arabic name and the digits 0–9: '12 مارس 2026'", () => {
    expect(longDate("2026-03-12", ar)).toBe("12 مارس 2026");
    expect(longDate("2026-01-01", ar)).toBe("1 يناير 2026");
    expect(longDate("2025-12-31", ar)).toBe("31 ديسمبر 2025");
  });

  it("names every month in both languages", () => {
    for (const words of [en, ar]) {
      const months = Array.from({ length: 12 }, (_, index) => longDate(`2026-${String(index + 1).padStart(2, "0")}-15`, words).split(" ")[1]);
      expect(months).toEqual(words.dates.months);
      expect(new Set(months).size).toBe(12);
    }
  });

  it("shows anything that is not a year-month-day date as it is", () => {
    expect(longDate("March 2026", en)).toBe("March 2026");
    expect(longDate("2026-13-01", ar)).toBe("2026-13-01");
  });
});
