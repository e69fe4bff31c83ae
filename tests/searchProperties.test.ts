/**
 * Property tests of GET /search (fast-check), against the production server over HTTP on loopback, so
 * that Node's own HTTP parser and its limit on a request's head take part: for any address up to that
 * limit the answer is the page (200), or 400 for an address no browser sends (a raw byte outside
 * visible ASCII), with the query shown escaped, never as markup, and nothing logged as an error.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { it } from "@fast-check/vitest";
import type { FastifyInstance } from "fastify";
import { createServer } from "../src/server/app.ts";
import { countText, noMatchText } from "../src/search/ResultList.tsx";
import { maxQueryLength } from "../src/search/searchState.ts";
import { searchSiteFolder } from "./searchPageFixture.ts";
import { anySearchPath, longestSearchPath } from "./arbitrarySearchPaths.ts";
import { unescapeHtml } from "./unescapeHtml.ts";
import { propertyRuns, propertyTimeout } from "./propertyRuns.ts";
import { blockWordsOf } from "../src/words/wordsOf.ts";

const english = blockWordsOf("en");

interface Answer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

let app: FastifyInstance;
let port: number;
let removeSite: () => void;
const logLines: string[] = [];
/** Every element and attribute the page's markup uses, for any query: its own and the results list's. */
const pageMarkup = new Set<string>();

/** One GET on a connection of its own (the server closes one after refusing a request), the path sent byte for byte. */
const get = (path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, contentType: response.headers["content-type"], body: Buffer.concat(chunks) }));
    });
    sent.on("error", reject);
    sent.end();
  });

/**
 * The markup of a page as "element" and "element[attribute]": a "<" or a '"' the visitor typed and the
 * server did not escape would add an element, or an attribute such as onerror, that the page has not.
 */
const markupOf = (html: string) =>
  [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)].flatMap(([, element, attributes]) => [
    element!.toLowerCase(),
    ...attributes!
      .replace(/="[^"]*"/g, "")
      .split(/[\s/]+/)
      .filter(Boolean)
      .map((attribute) => `${element!.toLowerCase()}[${attribute.toLowerCase()}]`),
  ]);

beforeAll(async () => {
  const site = searchSiteFolder();
  removeSite = site.remove;
  app = await createServer({ dist: site.dist, logLevel: "info", logStream: { write: (line) => void logLines.push(line) } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
  for (const path of ["/search", "/search?s=cloud", "/search?s=dubai+cloud", "/search?s=penguins"]) {
    for (const part of markupOf((await get(path)).body.toString("utf8"))) pageMarkup.add(part);
  }
});

afterAll(async () => {
  await app?.close();
  removeSite?.();
});

/**
 * The query a page is for: the address's first `s` as the URL standard reads it (what browsers and
 * Node's URL do), at most `maxQueryLength` UTF-16 units, cut between characters, never inside one.
 */
function queryOf(path: string): string {
  let query = "";
  for (const character of new URL(path, "http://localhost").searchParams.get("s") ?? "") {
    if (query.length + character.length > maxQueryLength) break;
    query += character;
  }
  return query;
}

/** The one element the regular expression finds, or a failure naming it. */
function only(html: string, pattern: RegExp, what: string): string {
  const found = [...html.matchAll(pattern)];
  expect(found.length, `${what} once`).toBe(1);
  return found[0]![1]!;
}

describe("GET /search", () => {
  it.prop([anySearchPath], propertyRuns(500))(
    "answers any address up to the server's limit with the page for its query, shown as text and never as markup, or 400 for one no browser sends",
    async (path) => {
      // What was logged before belongs to an earlier request (and an earlier failure, if any).
      logLines.length = 0;
      const answer = await get(path);
      if (/[^\x21-\x7e]/.test(path)) {
        expect(answer.status).toBe(400);
      } else {
        expect(answer.status).toBe(200);
        expect(answer.contentType).toBe("text/html; charset=utf-8");
        // Well-formed UTF-8: half a surrogate pair, say, would have come out as U+FFFD.
        const html = new TextDecoder("utf-8", { fatal: true }).decode(answer.body);
        const query = queryOf(path);

        const carried = JSON.parse(only(html, /<script type="application\/json" id="search-state">([^<]*)<\/script>/g, "the carried state")) as { query: string; results: unknown[] };
        expect(carried.query).toBe(query);
        const shown = only(html, /<input id="search-page-input"[^>]*? value="([^"<>]*)"\/>/g, "the search field");
        expect(unescapeHtml(shown)).toBe(query);
        const status = only(html, /<p class="search-page-status" role="status">([^<]*)<\/p>/g, "the status line");
        const said = query.trim() === "" ? "Type one or more words to find pages about them." : carried.results.length === 0 ? noMatchText(query, english) : countText(carried.results.length, "en", english);
        expect(unescapeHtml(status)).toBe(said);

        expect(markupOf(html).filter((part) => !pageMarkup.has(part)), "markup the page has not").toEqual([]);
        expect(html.match(/<script/g), "one script, the carried state").toHaveLength(1);
      }
      expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50), "errors logged").toEqual([]);
    },
    propertyTimeout,
  );

  it("refuses an address past the limit with 431, Node's own answer", async () => {
    expect((await get(`/search?s=${"a".repeat(longestSearchPath + 1000)}`)).status).toBe(431);
  });
});
