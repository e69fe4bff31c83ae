/**
 * Loads schemas/ into one ajv instance. Link and image fields are tagged in the schemas with the
 * keywords `x-link` and `x-image`; while a file is validated, every value under those tags is
 * collected with its JSON pointer, so the cross-file checks know exactly which strings are links.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";
import { root, schemasDir, slashedPath } from "./paths.ts";

export interface Reference {
  pointer: string;
  value: string;
}

export interface Collected {
  links: Reference[];
  images: Reference[];
}

type JsonObject = Record<string, unknown>;

function readJson(file: string): JsonObject {
  return JSON.parse(readFileSync(file, "utf8")) as JsonObject;
}

/** A schema file, by its path under schemas/ ("page.schema.json", "blocks/hero.schema.json"). */
export const readSchema = (path: string) => readJson(join(schemasDir, path));

export const schemaUrl = (relativePath: string) => pathToFileURL(join(schemasDir, relativePath)).href;

export function blockSchemaFiles(): string[] {
  return readdirSync(join(schemasDir, "blocks"))
    .filter((name) => name.endsWith(".schema.json"))
    .sort();
}

/** The block type each schema under schemas/blocks/ declares, keyed by file name. */
export function blockTypes(): Map<string, string> {
  const types = new Map<string, string>();
  for (const name of blockSchemaFiles()) {
    const schema = readJson(join(schemasDir, "blocks", name));
    const type = (schema.properties as JsonObject | undefined)?.type as JsonObject | undefined;
    types.set(name, String(type?.const));
  }
  return types;
}

/** What an address may look like (other than "/"): the page schema's rule for an alias. */
export function addressPattern(): RegExp {
  const page = readSchema("page.schema.json") as { properties: { aliases: { items: { pattern: string } } } };
  return new RegExp(page.properties.aliases.items.pattern);
}

/** The shared `link` definition (schemas/defs.schema.json): its rule and the examples editors see. */
export function linkDefinition(): { pattern: string; examples: string[] } {
  const defs = readSchema("defs.schema.json") as { definitions: { link: { pattern: string; examples: string[] } } };
  return defs.definitions.link;
}

/** The rule every link value must pass, as ajv applies it (with the "u" flag). */
export const linkPattern = () => new RegExp(linkDefinition().pattern, "u");

/** The page format's version: `schemaVersion`'s const in the page schema (see scripts/migrations/). */
export function currentSchemaVersion(): number {
  const page = readSchema("page.schema.json") as { properties: { schemaVersion: { const: number } } };
  return page.properties.schemaVersion.const;
}

/**
 * The schemas/ folder page files in `pagesDir` name: the one beside it when it is there (a whole
 * checkout of the site, such as the live studio's drafts worktree), else the project's own (a folder
 * of pages elsewhere: a test's or the scale benchmark's).
 */
export const schemasBeside = (pagesDir: string) => {
  const beside = join(pagesDir, "..", "schemas");
  return existsSync(join(beside, "page.schema.json")) ? beside : schemasDir;
};

/**
 * What a file's `"$schema"` must say: the path from the file's folder to the schema, which gives editors
 * autocomplete and checks. The validator requires it; new-page and generated pages write it.
 */
export const schemaReference = (file: string, schemaName: "page.schema.json" | "site.schema.json", schemas = schemasDir) =>
  slashedPath(dirname(file), join(schemas, schemaName));

/** The smallest valid page around one block, as a file directly in pages/ would hold it. */
export const pageAround = (block: unknown) => ({
  $schema: schemaReference(join(root, "pages", "example.json"), "page.schema.json"),
  schemaVersion: currentSchemaVersion(),
  meta: { title: "An example page", description: "A page that holds one example block, to check that it passes validation." },
  blocks: [block],
});

export interface Validators {
  page: ValidateFunction;
  site: ValidateFunction;
  /** Runs `validate` and returns the links and images met along the way. */
  collect(validate: ValidateFunction, data: unknown): Collected;
}

/**
 * Read by editors and by the validator's messages, not rules: `defaultSnippets` is what VS Code inserts
 * for a block, `x-migrate` marks the format version that `npm run migrate-pages` updates, `x-rich-text`
 * a list the studio edits as rich text (src/studio/richText/), `x-icon` a name the studio offers as
 * icons to choose from (src/studio/form/SelectWidget.tsx), `x-translated: false` free text that is
 * the same in every language (a name, a number as shown: src/shared/textPlaces.ts), `x-each-language`
 * a value each page of a pair has of its own (its other addresses, what it says of its translation),
 * which the pair checks do not compare (scripts/lib/pagePairs.ts).
 */
export const annotationKeywords = ["defaultSnippets", "x-migrate", "x-rich-text", "x-icon", "x-translated", "x-each-language"] as const;

export function createValidators(): Validators {
  let current: Collected = { links: [], images: [] };
  // optimize: false skips ajv's passes that tidy the generated code: they cost more time when the schemas
  // are compiled, once per run, than they save while 1,000 pages are checked (npm run bench:scale).
  const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true, verbose: true, allowUnionTypes: true, code: { optimize: false } });

  // Tags, not rules: they never fail, they record where links and images are.
  for (const [keyword, list] of [
    ["x-link", "links"],
    ["x-image", "images"],
  ] as const) {
    ajv.addKeyword({
      keyword,
      schemaType: "boolean",
      errors: false,
      validate: (_schema: boolean, data: unknown, _parent?: unknown, context?: { instancePath: string }) => {
        if (typeof data === "string" && context) current[list].push({ pointer: context.instancePath, value: data });
        return true;
      },
    });
  }

  ajv.addVocabulary([...annotationKeywords]);

  ajv.addSchema(readJson(join(schemasDir, "defs.schema.json")), schemaUrl("defs.schema.json"));
  for (const name of blockSchemaFiles()) ajv.addSchema(readJson(join(schemasDir, "blocks", name)), schemaUrl(`blocks/${name}`));
  // Each schema is registered under its file's URL so that relative $refs resolve as editors resolve them.
  const compile = (name: string) => {
    ajv.addSchema(readJson(join(schemasDir, name)), schemaUrl(name));
    const validate = ajv.getSchema(schemaUrl(name));
    if (!validate) throw new Error(`schemas/${name} did not compile`);
    return validate;
  };
  const page = compile("page.schema.json");
  const site = compile("site.schema.json");

  return {
    page,
    site,
    collect(validate, data) {
      current = { links: [], images: [] };
      validate(data);
      const unique = (refs: Reference[]) => [...new Map(refs.map((ref) => [ref.pointer, ref])).values()];
      return { links: unique(current.links), images: unique(current.images) };
    },
  };
}
