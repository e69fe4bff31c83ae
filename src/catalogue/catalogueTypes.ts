import type { Block } from "../generated/page.ts";

/** What `virtual:catalogue` holds (built in the dev server by scripts/lib/catalogue.ts). */
export interface CatalogueField {
  name: string;
  description: string;
  required: boolean;
}

export interface CatalogueExample {
  /** The example as the page renders it. */
  block: Block;
  /** The example as an editor writes it. */
  json: string;
  /** Why it cannot be shown: empty for a valid example. */
  problems: string[];
}

export interface CatalogueEntry {
  type: Block["type"];
  title: string;
  description: string;
  fields: CatalogueField[];
  examples: CatalogueExample[];
}
