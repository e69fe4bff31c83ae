/**
 * One Lighthouse run of one address, with Lighthouse's defaults: a mid-range phone on a slow 4G
 * connection, simulated (the page loads at full speed and Lighthouse computes the throttled timings).
 */
import lighthouse from "lighthouse";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { chromiumFlags, chromiumPath } from "../chromium.ts";
import { categories, type RunMetrics } from "./metrics.ts";

/** Chromium for Lighthouse; `trustSpkiHash` accepts the bench's own self-signed certificate (selfSignedTls.ts). */
export function startChromium({ trustSpkiHash }: { trustSpkiHash?: string } = {}): Promise<LaunchedChrome> {
  const trust = trustSpkiHash ? [`--ignore-certificate-errors-spki-list=${trustSpkiHash}`] : [];
  return launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags, ...trust], logLevel: "silent" });
}

interface NetworkRequest {
  url: string;
  protocol?: string;
  transferSize?: number;
  resourceType?: string;
}

/**
 * Lighthouse's figures for `url`. `protocol` is the one the page must have come over ("h2"): the
 * simulation depends on it, so a run that fell back to another would not measure what it claims.
 */
export async function runLighthouse(url: string, chrome: LaunchedChrome, { protocol }: { protocol?: string } = {}): Promise<RunMetrics & { lcpElement?: string }> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);

  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${audit} on ${url}`);
    return value;
  };
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
  const origin = new URL(url).origin;
  const document = requests.find((request) => request.url === url);
  if (protocol && document?.protocol !== protocol) throw new Error(`Lighthouse reached ${url} over ${document?.protocol ?? "an unknown protocol"}, not ${protocol}`);
  // Lighthouse 13 names the LCP element in its LCP breakdown insight: a list of the phases' table and the node.
  const lcpElement = (lhr.audits["lcp-breakdown-insight"]?.details as { items?: { type?: string; selector?: string }[] } | undefined)
    ?.items?.find((item) => item.type === "node")?.selector;

  return {
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scores: Object.fromEntries(categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as RunMetrics["scores"],
    jsBytes: requests.filter((request) => request.resourceType === "Script").reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    totalBytes: numeric("total-byte-weight"),
    otherHostRequests: requests.map((request) => request.url).filter((address) => /^https?:/.test(address) && new URL(address).origin !== origin),
    lcpElement,
  };
}
