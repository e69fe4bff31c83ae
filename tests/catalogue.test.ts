import { describe, expect, it } from "vitest";
import { catalogueEntries } from "../scripts/lib/catalogue.ts";
import { blockTypes } from "../scripts/lib/schemas.ts";
import { pageAround } from "../scripts/lib/schemas.ts";
import { errorsInSite } from "./validateInSite.ts";

describe("the block catalogue's examples", () => {
  const entries = catalogueEntries();

  it("cover every block type, each with at least one example that passes the schema", () => {
    expect(entries.map((entry) => entry.type).sort()).toEqual([...blockTypes().values()].sort());
    for (const entry of entries) {
      expect(entry.examples.length, `${entry.type} has an example in its schema's "examples"`).toBeGreaterThan(0);
      expect(entry.examples.flatMap((example) => example.problems), `${entry.type}'s examples`).toEqual([]);
    }
  });

  it("pass validation in the real site too, so their links lead to real pages and their pictures exist", () => {
    const files = Object.fromEntries(
      entries.flatMap((entry) => entry.examples.map((example, index) => [`catalogue-${entry.type}-${index}.json`, pageAround(JSON.parse(example.json))])),
    );
    expect(errorsInSite("catalogue", files)).toEqual([]);
  });

  it("describe every field of every block", () => {
    const undescribed = entries.flatMap((entry) => entry.fields.filter((field) => !field.description).map((field) => `${entry.type}.${field.name}`));
    expect(undescribed).toEqual([]);
  });
});
