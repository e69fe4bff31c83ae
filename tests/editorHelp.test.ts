import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/paths.ts";
import { blockSchemaFiles, pageAround, readSchema } from "../scripts/lib/schemas.ts";
import { errorsInSite } from "./validateInSite.ts";

interface Snippet {
  label: string;
  description: string;
  body: unknown;
}
type Schema = { title: string; defaultSnippets?: Snippet[] };
const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const blockSchemas = () => blockSchemaFiles().map((name) => [name, readSchema(`blocks/${name}`) as unknown as Schema] as const);

describe("help in the editor", () => {
  it("maps every page file to the page schema and the site file to the site schema in VS Code", () => {
    const settings = read(join(root, ".vscode", "settings.json")) as { "json.schemas": { fileMatch: string[]; url: string }[] };
    const schemaFor = (url: string) => settings["json.schemas"].find((entry) => entry.url === url)?.fileMatch;
    expect(schemaFor("./schemas/page.schema.json")).toEqual(["/pages/*.json", "/pages/**/*.json", "!/pages/_site.json"]);
    expect(schemaFor("./schemas/site.schema.json")).toEqual(["/pages/_site.json"]);
  });

  it("offers every block as a snippet named after it, with a description", () => {
    for (const [name, schema] of blockSchemas()) {
      expect(schema.defaultSnippets?.map((snippet) => snippet.label), name).toEqual([schema.title]);
      expect(schema.defaultSnippets?.[0]?.description, name).toMatch(/\w+/);
    }
  });

  it("inserts snippets that pass validation, links and pictures included, so a new block starts valid", () => {
    const files: Record<string, unknown> = Object.fromEntries(
      blockSchemas().flatMap(([name, schema]) => (schema.defaultSnippets ?? []).map((snippet) => [`snippet-${name.replace(".schema.json", ".json")}`, pageAround(snippet.body)])),
    );
    const page = readSchema("page.schema.json") as unknown as Schema;
    expect(page.defaultSnippets?.map((snippet) => snippet.label)).toEqual(["New page"]);
    files["snippet-new-page.json"] = page.defaultSnippets![0]!.body;
    expect(errorsInSite("snippets", files)).toEqual([]);
  });
});
