/**
 * Who has a page open in the live studio: each open editor says so every 20 s (POST presence
 * { path, open: true }) and when it closes ({ open: false }), and is answered with the other people
 * who have the same page open. Registered inside the API's scope, behind its session check.
 *
 * Kept in this server's memory, which is enough for the one server the studio runs on today: a
 * person not heard of for 40 s is gone (a tab that closed without saying so, a laptop shut), so
 * the others see them leave within a minute. Several servers would keep it in the database they
 * share (a table of path, person and time last heard), as they do the sessions.
 */
import type { FastifyPluginAsync } from "fastify";
import type { StudioPresence } from "../../../../src/studio/studioApi.ts";
import { requireContentType } from "../requestGuard.ts";
import { isPageFileName } from "../studioFolders.ts";
import { StudioError } from "../../../../src/server/studio/studioError.ts";

/** How long a page stays open for a person who stopped saying so: two heartbeats of 20 s. */
export const PRESENCE_EXPIRES_MS = 40_000;
/** A page's path is short; a longer one is no page and is not kept. */
const LONGEST_PATH = 300;

interface Here {
  name: string;
  /** When they last said the page is open (ms). */
  at: number;
}

export interface PresenceOptions {
  /** The clock, for tests. */
  now?: () => number;
}

const isPagePath = (path: unknown): path is string => isPageFileName(path) && path.length <= LONGEST_PATH;

export const presenceRoutes: FastifyPluginAsync<PresenceOptions> = async (api, { now = Date.now } = {}) => {
  /** Page path → e-mail address → when that person last said it is open. */
  const open = new Map<string, Map<string, Here>>();

  /** Everyone not heard of for too long leaves, and a page nobody has open is dropped. */
  const forgetSilent = (time: number) => {
    for (const [path, people] of open) {
      for (const [email, here] of people) if (time - here.at > PRESENCE_EXPIRES_MS) people.delete(email);
      if (!people.size) open.delete(path);
    }
  };

  api.post<{ Body: { path?: unknown; open?: unknown } | null }>("/presence", { onRequest: requireContentType("application/json") }, async (request): Promise<StudioPresence> => {
    const { path, open: isOpen } = request.body ?? {};
    if (!isPagePath(path)) throw new StudioError(400, `${JSON.stringify(path)} is not a page file: name one under pages/ (for example "pages/about-us.json")`);
    if (typeof isOpen !== "boolean") throw new StudioError(400, '"open" says whether the page is open here: true or false');
    const { email, name } = request.studioSession!;
    const time = now();
    forgetSilent(time);
    const people = open.get(path) ?? new Map<string, Here>();
    if (isOpen) people.set(email, { name, at: time });
    else people.delete(email);
    if (people.size) open.set(path, people);
    else open.delete(path);
    const others = [...people].filter(([other]) => other !== email).map(([other, here]) => ({ email: other, name: here.name }));
    return { others: others.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email)) };
  });
};
