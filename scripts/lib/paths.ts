import { fileURLToPath } from "node:url";
import { dirname, join, relative, resolve, sep } from "node:path";

/** The project's root folder, whichever script or test asks. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const schemasDir = join(root, "schemas");
export const publicDir = join(root, "public");
export const generatedDir = join(root, "src", "generated");

/**
 * `to` from the folder `from`, with forward slashes on every system: how messages, manifests and
 * addresses name a file ("pages/about-us.json").
 */
export const slashedPath = (from: string, to: string) => relative(from, to).split(sep).join("/");

// PAGES_DIR, DIST_DIR and SSR_DIST_DIR point the validator, the Vite builds and the prerenderer at
// other folders, so `npm run bench:scale` can build thousands of synthetic pages without touching
// pages/ or dist/. Unset, they are the project's own folders.
const fromEnv = (name: string, fallback: string) => (process.env[name] ? resolve(process.env[name]) : fallback);
/** The project's own pages/, whatever PAGES_DIR says. */
export const projectPagesDir = join(root, "pages");
export const pagesDir = fromEnv("PAGES_DIR", projectPagesDir);
/** The built site: the client bundle and the prerendered HTML. */
export const distDir = fromEnv("DIST_DIR", join(root, "dist"));
/** Written into distDir by the build's last step; `npm start` rebuilds when it is missing or stale. */
export const buildCompleteStamp = ".build-complete";
/** The server bundle the prerenderer imports, kept for the live studio's draft preview (serverBundle.ts). */
export const ssrDistDir = fromEnv("SSR_DIST_DIR", join(root, "dist-ssr"));
/** The live studio's screens (npm run build:studio), kept out of dist/: no static host or CDN serves them. */
export const studioDistDir = fromEnv("STUDIO_DIST_DIR", join(root, "dist-studio"));
