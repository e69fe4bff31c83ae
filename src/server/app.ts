/**
 * The production server behind `npm start`: serves the prerendered dist/ folder (the build's .br and
 * .gz files when the browser takes them, else compressed on the fly), long-lived caching for hashed
 * assets, case-insensitive page addresses, a 301 from each old address the site redirects (dist/_redirects)
 * and a real 404 (in Arabic under /ar), answers the site search's /search?s=… and /ar/search?s=… with
 * its results, receives the contact form's enquiries, and serves the page studio to signed-in staff when
 * it is set up. Every response carries the security headers
 * of responseHeaders.ts.
 */
import { existsSync, statSync } from "node:fs";
import { join, normalize, sep } from "node:path";
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import fastifyCompress from "@fastify/compress";
import { routeKey } from "../shared/routes.ts";
import { redirectLocation } from "./redirects.ts";
import { enquiryRoutes, type EnquiryRoutesOptions } from "./enquiries/routes.ts";
import { searchAnswer } from "./search/searchRoute.ts";
import { servedSites, type SearchBuild, type SiteFolder } from "./servedSite.ts";
import { searchAddressIn } from "../search/searchPage.ts";
import { languageOf, languages } from "../shared/language.ts";
import { cacheControl, cacheControlFor, securityHeaders, securityHeadersBesidesPolicy } from "./responseHeaders.ts";

export interface ServerOptions {
  /** The built site (dist/), or where to find the one a publish made current (the live studio's site builds). */
  dist: SiteFolder;
  /** What the server logs: "info" adds what the server did of itself (a retention sweep) to the problems; requests are not logged. */
  logLevel?: "silent" | "error" | "warn" | "info";
  /** Where the log's JSON lines go instead of standard output: tests read them to see what was logged. */
  logStream?: { write(line: string): void };
  /** Where enquiries are stored and how often one address may send one; without it there is no API. */
  enquiries?: EnquiryRoutesOptions;
  /**
   * Whether to believe X-Forwarded-For (behind a CDN or reverse proxy), so that the rate limit counts
   * visitors and not the proxy: true (any proxy), or the proxies' addresses or CIDR ranges, comma-separated.
   */
  trustProxy?: boolean | string;
  /**
   * A key and certificate (PEM) to serve HTTP/2 over TLS, HTTP/1.1 still answered, as a CDN or the
   * nginx of docs/deploy serves the site. `npm run bench` measures it so.
   */
  tls?: { key: string; cert: string };
  /** The live page studio, served at /studio behind sign-in (scripts/lib/studio/live/); without it /studio is a 404 like any unknown address. */
  studio?: FastifyPluginAsync;
}

export async function createServer({ dist, logLevel = "silent", logStream, enquiries, trustProxy = false, tls, studio }: ServerOptions): Promise<FastifyInstance> {
  const currentSite = servedSites(dist);
  // A line per request would drown what matters; nginx or the CDN in front keeps the access log.
  const options = { logger: logLevel === "silent" ? false : { level: logLevel, ...(logStream && { stream: logStream }) }, logController: new LogController({ disableRequestLogging: true }), trustProxy };
  // Routes and plugins are the same over either protocol; only Fastify's types tell the servers apart.
  const app = tls ? (Fastify({ ...options, http2: true, https: { allowHTTP1: true, ...tls } }) as unknown as FastifyInstance) : Fastify(options);

  // Added before any route or plugin so that every response inherits it, errors and 404s included.
  // A page has already set its own Content-Security-Policy (its inline styles' hashes), which stays.
  // A response that did not say how long it may be kept (enquiry answers, errors) is never stored.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(securityHeadersBesidesPolicy);
    if (!reply.hasHeader("content-security-policy")) reply.header("Content-Security-Policy", securityHeaders["Content-Security-Policy"]);
    if (!reply.hasHeader("cache-control")) reply.header("Cache-Control", cacheControl.dynamic);
    return payload;
  });

  if (enquiries) await app.register(enquiryRoutes, enquiries);

  await app.register(fastifyCompress, { threshold: 512 });
  if (studio) await app.register(studio, { prefix: "/studio" });
  await app.register(fastifyStatic, {
    // Each file is sent from the build current when its request arrived (sendFile's rootPath).
    root: currentSite().dir,
    serve: false,
    // index.html.br / .gz beside index.html (scripts/compress.ts), chosen by Accept-Encoding; compress
    // leaves them alone as they already carry a Content-Encoding.
    preCompressed: true,
    cacheControl: false,
  });

  const staticFile = (dir: string, pathname: string): string | undefined => {
    const relativePath = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, "");
    const full = join(dir, relativePath);
    if (!full.startsWith(dir + sep) || relativePath.startsWith(".")) return undefined;
    return existsSync(full) && statSync(full).isFile() ? relativePath : undefined;
  };

  // Each language's search page answers from its own index: /search from the English one, /ar/search from the Arabic one.
  // The answer being made is kept, not only the answer made: the requests that come meanwhile wait for the same one.
  const searchAnswers = new WeakMap<SearchBuild, ReturnType<typeof searchAnswer>>();
  for (const language of languages) {
    app.get(searchAddressIn(language), async (request, reply) => {
      const search = currentSite().search[language];
      if (!search) return servePath(request, reply);
      let answer = searchAnswers.get(search);
      if (!answer) searchAnswers.set(search, (answer = searchAnswer(search)));
      return (await answer)(request, reply);
    });
  }

  const servePath = async (request: FastifyRequest, reply: FastifyReply) => {
    const { dir, pages, redirects, policyOf, notFound } = currentSite();
    const { pathname, search } = new URL(request.url, "http://localhost");
    // An old address (pages/_site.json's redirects) moved for good; "no-cache" lets a browser keep the
    // answer but ask again, so a page made again at that address is seen.
    const movedTo = redirects.get(routeKey(pathname));
    if (movedTo) return reply.code(301).header("Location", redirectLocation(movedTo, search)).header("Cache-Control", cacheControl.html).send();
    let page: string | undefined;
    let file: string | undefined;
    try {
      page = pages.get(routeKey(pathname));
      file = page ?? staticFile(dir, pathname);
    } catch {
      // A malformed percent-encoding is simply not a file of ours.
    }
    if (file) {
      // A page, or any HTML file asked for by name (/about-us/index.html), allows its own inline styles.
      if (file.endsWith(".html")) reply.header("Content-Security-Policy", policyOf(file));
      return reply.header("Cache-Control", cacheControlFor(file)).sendFile(file, dir);
    }
    // An address under /ar is answered in Arabic.
    const notFoundFile = notFound[languageOf(pathname)];
    return reply.code(404).header("Content-Security-Policy", policyOf(notFoundFile)).header("Cache-Control", cacheControlFor(notFoundFile)).type("text/html; charset=utf-8").sendFile(notFoundFile, dir);
  };
  app.get("/*", servePath);

  return app;
}
