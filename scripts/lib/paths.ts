import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

/** The project's root folder, whichever script or test asks. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const pagesDir = join(root, "pages");
export const schemasDir = join(root, "schemas");
export const publicDir = join(root, "public");
export const generatedDir = join(root, "src", "generated");
