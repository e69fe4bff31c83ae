/**
 * Turns ajv's errors into messages a person editing JSON can act on. ajv reports every branch of a
 * `oneOf` it tried; a person needs the one branch they meant, or one line saying what is allowed.
 */
import type { ErrorObject } from "ajv";
import { renamedProperty } from "../migrations/index.ts";
import { closest } from "./closest.ts";
import { whyNotALink } from "./linkProblem.ts";
import { plural } from "./plural.ts";

export interface SchemaProblem {
  pointer: string;
  /** Point at the property's name rather than its value (unknown properties). */
  atKey: boolean;
  message: string;
  /** For a missing required property: its name (the value at `pointer` lacks it). */
  missingProperty?: string;
}

type Schema = Record<string, unknown>;

const depth = (pointer: string) => (pointer === "" ? 0 : pointer.split("/").length - 1);
const within = (pointer: string, parent: string) => pointer === parent || pointer.startsWith(parent + "/");

function branchLabel(branch: Schema): string {
  if (typeof branch.$ref === "string") return branch.$ref.split("/").at(-1) ?? branch.$ref;
  const required = Array.isArray(branch.required) && branch.required.length === 1 ? String(branch.required[0]) : undefined;
  if (typeof branch.title === "string") return required ? `${branch.title} {"${required}": …}` : branch.title;
  return String(branch.type ?? "value");
}

function alternativesMessage(error: ErrorObject): string {
  const parent = (error.parentSchema ?? {}) as Schema;
  const branches = (Array.isArray(error.schema) ? error.schema : []) as Schema[];
  if (branches.length && branches.every((branch) => typeof branch.title === "string" || typeof branch.$ref === "string")) {
    return `must be one of: ${branches.map(branchLabel).join(", ")}`;
  }
  if (typeof parent.description === "string") return `is not valid here. Expected: ${parent.description}`;
  return `must be one of: ${branches.map(branchLabel).join(", ")}`;
}

/** Keeps, for each failed oneOf/anyOf, only the errors of the branch that got furthest. */
function simplifyAlternatives(errors: ErrorObject[]): ErrorObject[] {
  let remaining = [...errors];
  const alternatives = errors
    .filter((error) => error.keyword === "oneOf" || error.keyword === "anyOf")
    .sort((a, b) => depth(b.instancePath) - depth(a.instancePath));
  for (const alternative of alternatives) {
    if (!remaining.includes(alternative)) continue;
    const at = alternative.instancePath;
    const related = remaining.filter((error) => within(error.instancePath, at));
    const deeper = related.some((error) => error.instancePath !== at);
    remaining = remaining.filter((error) => error.instancePath !== at);
    if (!deeper) remaining.push({ ...alternative, message: alternativesMessage(alternative), keyword: "alternatives" });
  }
  return remaining;
}

const because = (reason: string | undefined) => (reason ? ` (${reason})` : "");
const quoteList = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(", ");

function describe(error: ErrorObject, blockTypes: string[]): SchemaProblem {
  const at = error.instancePath;
  const parent = (error.parentSchema ?? {}) as Schema;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const pointer = `${at}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const allowed = Object.keys((parent.properties ?? {}) as Schema);
      const blockType = (((parent.properties ?? {}) as Record<string, Schema>).type ?? {}).const;
      const renamed = typeof blockType === "string" ? renamedProperty(blockType, name) : undefined;
      if (renamed && allowed.includes(renamed.to)) {
        return { pointer, atKey: true, message: `unknown property "${name}": since version ${renamed.version} of the page format it is called "${renamed.to}" (npm run migrate-pages renames it in every page)` };
      }
      const suggestion = closest(name, allowed);
      const hint = suggestion ? ` (did you mean "${suggestion}"?)` : ` (allowed: ${allowed.join(", ")})`;
      return { pointer, atKey: true, message: `unknown property "${name}"${hint}` };
    }
    case "required": {
      const missing = String(params.missingProperty);
      const property = ((parent.properties ?? {}) as Record<string, Schema>)[missing];
      if (property?.["x-migrate"]) {
        return { pointer: at, atKey: false, missingProperty: missing, message: `missing "${missing}": this file is in the page format from before versions were numbered; run npm run migrate-pages to update it` };
      }
      return { pointer: at, atKey: false, missingProperty: missing, message: `missing required property "${missing}"` };
    }
    case "discriminator": {
      if (params.error === "mapping") {
        const value = String(params.tagValue);
        const suggestion = closest(value, blockTypes);
        const hint = suggestion ? `did you mean "${suggestion}"? ` : "";
        return { pointer: `${at}/type`, atKey: false, message: `unknown block type "${value}": ${hint}the block types are ${blockTypes.join(", ")}` };
      }
      return { pointer: at, atKey: false, message: `every block needs a "type": one of ${blockTypes.join(", ")}` };
    }
    case "pattern":
      if (parent["x-link"]) {
        return {
          pointer: at,
          atKey: false,
          message: `${JSON.stringify(error.data)} is not an allowed link${because(whyNotALink(String(error.data)))}: use a page of this site ("/about-us"), an anchor ("#services"), "https://…", "http://…", "mailto:…" or "tel:…"`,
        };
      }
      if (parent["x-image"]) {
        return { pointer: at, atKey: false, message: `${JSON.stringify(error.data)} is not a site image: use a path under /images/ ending in ${imageEndings(String(parent.pattern))}` };
      }
      if (typeof parent.description === "string") return { pointer: at, atKey: false, message: `${JSON.stringify(error.data)} is not valid: ${parent.description}` };
      return { pointer: at, atKey: false, message: error.message ?? "does not match the expected pattern" };
    case "enum":
      return { pointer: at, atKey: false, message: `must be one of ${quoteList(params.allowedValues as unknown[])}` };
    case "const":
      if (parent["x-migrate"] && typeof error.data === "number" && error.data < (params.allowedValue as number)) {
        return { pointer: at, atKey: false, message: `this file is in version ${error.data} of the page format and the site is at ${String(params.allowedValue)}: run npm run migrate-pages to update it` };
      }
      return { pointer: at, atKey: false, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "minLength":
      return { pointer: at, atKey: false, message: params.limit === 1 ? "must not be empty" : `must be at least ${String(params.limit)} characters long` };
    case "maxLength":
      return { pointer: at, atKey: false, message: `must be at most ${String(params.limit)} characters long (it has ${String(error.data).length})` };
    case "minItems":
      return { pointer: at, atKey: false, message: `must have at least ${plural(Number(params.limit), "item")}` };
    case "maxItems":
      return { pointer: at, atKey: false, message: `must have at most ${String(params.limit)} items (it has ${(error.data as unknown[]).length})` };
    default:
      return { pointer: at, atKey: false, message: error.message ?? `fails the "${error.keyword}" rule` };
  }
}

export function describeSchemaErrors(errors: ErrorObject[] | null | undefined, blockTypes: string[]): SchemaProblem[] {
  const seen = new Set<string>();
  return simplifyAlternatives(errors ?? [])
    .map((error) => describe(error, blockTypes))
    .filter((problem) => {
      const key = `${problem.pointer}\u0000${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The file endings an image field's pattern accepts ("…\\.(?:png|jpe?g|webp)$" → ".png, .jpg or .webp"): a share image takes no SVG. */
function imageEndings(pattern: string): string {
  const endings = (/\(\?:([a-z?|]+)\)\$$/.exec(pattern)?.[1] ?? "").split("|").map((ending) => `.${ending.replace("jpe?g", "jpg")}`);
  return endings.length > 1 ? `${endings.slice(0, -1).join(", ")} or ${endings.at(-1)}` : endings.join("");
}
