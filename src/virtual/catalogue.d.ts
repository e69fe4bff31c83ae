/**
 * The types of `virtual:catalogue`, which scripts/vitePages.ts serves in the dev server only: every
 * block type with its examples, for /_catalogue. tsconfig.json's "paths" points the module name here.
 */
import type { CatalogueEntry } from "../catalogue/catalogueTypes.ts";

export declare const catalogue: CatalogueEntry[];
