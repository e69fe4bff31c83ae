/**
 * The studio's calls to its endpoint (studioApi.ts), each answering the contract's type or throwing
 * a StudioRequestError that carries the endpoint's own words.
 */
import { DEV_STUDIO_PATH, studioApi, type StudioAddress, type StudioCheck, type StudioCheckResult, type StudioConflict, type StudioFile, type StudioFileSummary, type StudioImage, type StudioSave, type StudioAuditEntry, type StudioPerson, type StudioSession, type StudioPresence, type StudioSchemas } from "./studioApi.ts";
import type { StudioCreateTwin, StudioDelete, StudioDeleted, StudioDeleteRefusal } from "./studioApi.ts";
import type { StudioPublished, StudioPublishedSite, StudioPublishedVersion, StudioPublishRefusal, StudioPublishRequest, StudioPublishReview, StudioRestore, StudioRollback } from "./studioApi.ts";
import { apiUrl, studioBase } from "./studioBase.ts";

export class StudioRequestError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

const jsonBody = (value: unknown, method = "POST"): RequestInit => ({ method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) });

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new StudioRequestError(studioBase === DEV_STUDIO_PATH ? "The dev server does not answer. Is `npm run dev` still running?" : "The server does not answer. Check your connection and try again.", 0, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw new StudioRequestError(typeof message === "string" ? message : `The server answered ${response.status}.`, response.status, body);
  }
  return body as T;
}

export const loadPerson = () => call<StudioPerson>(apiUrl(studioApi.me));
export const loadUnpublished = () => call<string[]>(apiUrl(studioApi.unpublished));
export const loadAuditLog = () => call<StudioAuditEntry[]>(apiUrl(studioApi.log));
export const loadSessions = () => call<StudioSession[]>(apiUrl(studioApi.sessions));
export const endSession = (id: string) => call<{ ended: true }>(`${apiUrl(studioApi.sessions)}/${encodeURIComponent(id)}`, { method: "DELETE" });
export const loadPageList = () => call<StudioFileSummary[]>(apiUrl(studioApi.pages));
export const createPage = (route: string, title: string) => call<StudioFile>(apiUrl(studioApi.pages), jsonBody({ route, title }));
export const loadFile = (path: string) => call<StudioFile>(`${apiUrl(studioApi.file)}?path=${encodeURIComponent(path)}`);
export const loadSchemas = () => call<StudioSchemas>(apiUrl(studioApi.schemas));
export const loadAddresses = () => call<StudioAddress[]>(apiUrl(studioApi.addresses));
export const loadImages = () => call<StudioImage[]>(apiUrl(studioApi.images));
export const checkFile = (check: StudioCheck, signal: AbortSignal) => call<StudioCheckResult>(apiUrl(studioApi.check), { ...jsonBody(check), signal });

/** Saves, or says the file changed on disk since `save.version` (and hands over what is there now). */
export async function saveFile(save: StudioSave): Promise<{ saved: StudioFile } | { conflict: StudioConflict }> {
  try {
    return { saved: await call<StudioFile>(apiUrl(studioApi.file), jsonBody(save, "PUT")) };
  } catch (error) {
    if (error instanceof StudioRequestError && error.status === 409) return { conflict: error.body as StudioConflict };
    throw error;
  }
}

/** Makes the English page's Arabic twin, or says the page changed since `version` (and hands over what it is now). */
export async function createTwin(request: StudioCreateTwin): Promise<{ created: StudioFile } | { conflict: StudioConflict }> {
  try {
    return { created: await call<StudioFile>(apiUrl(studioApi.twin), jsonBody(request)) };
  } catch (error) {
    if (error instanceof StudioRequestError && error.status === 409) return { conflict: error.body as StudioConflict };
    throw error;
  }
}

/**
 * Live studio: says this page is open here (or closed), and answers who else has it open. keepalive
 * lets the last one go out while the tab closes, with its Origin, which the server requires of a change.
 */
export const tellPresence = (path: string, open: boolean) => call<StudioPresence>(apiUrl(studioApi.presence), { ...jsonBody({ path, open }), keepalive: true });

/**
 * Deletes a page (and sends its visitors to `redirectTo`), or says why not: the page changed since
 * `version` (conflict), or other pages link to it (refused, with each link as the validator names it).
 */
export async function deletePage(request: StudioDelete): Promise<{ deleted: StudioDeleted } | { conflict: StudioConflict } | { refused: StudioDeleteRefusal }> {
  try {
    return { deleted: await call<StudioDeleted>(apiUrl(studioApi.file), jsonBody(request, "DELETE")) };
  } catch (error) {
    if (error instanceof StudioRequestError && error.status === 409) return { conflict: error.body as StudioConflict };
    if (error instanceof StudioRequestError && error.status === 422) return { refused: { error: error.message, problems: (error.body as Partial<StudioDeleteRefusal> | null)?.problems ?? [] } };
    throw error;
  }
}

export function uploadImage(file: File, folder?: string): Promise<StudioImage> {
  const headers: Record<string, string> = { "Content-Type": file.type || "application/octet-stream", "X-File-Name": encodeURIComponent(file.name) };
  if (folder) headers["X-Folder"] = folder;
  return call<StudioImage>(apiUrl(studioApi.images), { method: "POST", headers, body: file });
}

/** Live studio: the drafts not yet published and the verdict on the site with `files` published (every draft's when absent). */
export const loadPublishReview = (files?: readonly string[]) => call<StudioPublishReview>(apiUrl(studioApi.publish) + (files ? `?files=${encodeURIComponent(files.join(","))}` : ""));

/** Publishes the drafts of `files`, or says why not: the site would have errors (refused, nothing published). */
export async function publishDrafts(files: readonly string[]): Promise<{ published: StudioPublished } | { refused: StudioPublishRefusal }> {
  try {
    return { published: await call<StudioPublished>(apiUrl(studioApi.publish), jsonBody({ files: [...files] } satisfies StudioPublishRequest)) };
  } catch (error) {
    if (error instanceof StudioRequestError && error.status === 422) return { refused: { error: error.message, errors: (error.body as Partial<StudioPublishRefusal> | null)?.errors ?? [] } };
    throw error;
  }
}

export const loadPublishedVersions = (path: string) => call<StudioPublishedVersion[]>(`${apiUrl(studioApi.history)}?file=${encodeURIComponent(path)}`);
/** Saves the file as `commit` published it as a new draft, and answers that draft. */
export const restoreVersion = (path: string, commit: string) => call<StudioFile>(apiUrl(studioApi.restore), jsonBody({ path, commit } satisfies StudioRestore));
export const loadPublishes = () => call<StudioPublishedSite[]>(apiUrl(studioApi.publishes));
/** Publishes the whole site again as the publish `commit` left it. */
export const rollBackTo = (commit: string) => call<StudioPublished>(apiUrl(studioApi.publishes), jsonBody({ commit } satisfies StudioRollback));
