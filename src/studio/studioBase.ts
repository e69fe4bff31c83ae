/**
 * Where this studio is served: "/_studio" on the dev server, "/studio" on the live site. The page that
 * loads the studio says so in its head (<meta name="studio-base">), so one build of the screens serves
 * both; a page without the tag (a component test) is the dev server's.
 */
import { apiPath, DEV_STUDIO_PATH, draftFilesPath, LIVE_STUDIO_PATH, STUDIO_BASE_META } from "./studioApi.ts";

export const studioBase = document.querySelector<HTMLMetaElement>(`meta[name="${STUDIO_BASE_META}"]`)?.content || DEV_STUDIO_PATH;

/** An address of the endpoint: apiUrl(studioApi.file) → "/studio/api/file". */
export const apiUrl = (address: string) => apiPath(studioBase) + address;

/**
 * Where the studio shows a picture a page names ("/images/team.png"): on the live site, the drafts'
 * copy, so that a picture just uploaded shows before it is published; on the dev server, as named.
 */
export const pictureUrl = (src: string) => (studioBase === LIVE_STUDIO_PATH && src.startsWith("/images/") ? draftFilesPath(studioBase) + src : src);
