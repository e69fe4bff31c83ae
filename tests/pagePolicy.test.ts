import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes, pageContentSecurityPolicy, policyInPage, withPolicyMeta } from "../src/server/pagePolicy.ts";
import { contentSecurityPolicyFor, emptyStyleElementHash, securityHeaders } from "../src/server/responseHeaders.ts";

// Hashes computed apart from the code under test: echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
const bodyRed = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='";
const pNoMargin = "'sha256-QRQPRLGyxt3RJiKpYNjpkgHcmHU2PywsfL2e8oI0LQA='";
// printf '%s' 'document.title="x"' | openssl dgst -sha256 -binary | base64 (and 'x()')
const setsTitle = "'sha256-eawmn9Ja0slk0t23UB0XPhR3DidQg5gBGKEBS+LWEMY='";
const callsX = "'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI='";

const page = (head: string) => `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    ${head}\n  </head>\n  <body><p>Hi</p></body>\n</html>`;

describe("inlineStyleHashes", () => {
  it("hashes the text of each inline <style> exactly as written, whatever its attributes, once each", () => {
    const html = page('<style id="font-faces">body{color:red}</style><style data-emotion="css 1a">p{margin:0}</style><style>body{color:red}</style>');
    expect(inlineStyleHashes(html)).toEqual([bodyRed, pNoMargin]);
  });

  it("finds none in a page without inline styles (a stylesheet link is not inline)", () => {
    expect(inlineStyleHashes(page('<link rel="stylesheet" href="/assets/a.css">'))).toEqual([]);
  });

  it("gives an empty <style> the hash of nothing, which the site's policy already allows for emotion", () => {
    expect(inlineStyleHashes(page("<style></style>"))).toEqual([emptyStyleElementHash]);
    expect(emptyStyleElementHash).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the text of each inline script that runs, classic or module, once each", () => {
    const html = page('<script>document.title="x"</script><script type="module">x()</script><script>document.title="x"</script>');
    expect(inlineScriptHashes(html)).toEqual([setsTitle, callsX]);
  });

  it("leaves out scripts with a src and data blocks (JSON for hydrating, JSON-LD), which script-src does not govern", () => {
    const html = page('<script type="module" src="/assets/a.js"></script><script type="application/json">{}</script><script type="application/ld+json">{}</script>');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("a page's policy", () => {
  it("adds the page's own script hashes to script-src", () => {
    const policy = pageContentSecurityPolicy(page('<script>document.title="x"</script>'));
    expect(policy).toContain(`script-src 'self' ${setsTitle};`);
    expect(policy.replace(` ${setsTitle}`, "")).toBe(securityHeaders["Content-Security-Policy"]);
  });

  it("is the site's policy with the page's own style hashes added to style-src, and nothing unsafe", () => {
    const policy = pageContentSecurityPolicy(page("<style>body{color:red}</style>"));
    expect(policy).toContain(`style-src 'self' ${emptyStyleElementHash} ${bodyRed};`);
    expect(policy).not.toContain("unsafe");
    expect(policy.replace(` ${bodyRed}`, "")).toBe(securityHeaders["Content-Security-Policy"]);
  });

  it("is written into the page right after <meta charset>, before any style it allows, without frame-ancestors", () => {
    const html = withPolicyMeta(page("<style>body{color:red}</style>"));
    const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicyFor({ styles: [bodyRed] }, { meta: true })}">`;
    expect(html).toContain(`<meta charset="UTF-8" />\n    ${meta}`);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf("<style>"));
    // Browsers ignore frame-ancestors in a <meta> policy and warn in the console; the header carries it.
    expect(meta).not.toContain("frame-ancestors");
    expect(meta).toContain("default-src 'none'");
    expect(policyInPage(html)).toBe(contentSecurityPolicyFor({ styles: [bodyRed] }, { meta: true }));
    expect(policyInPage(page(""))).toBeUndefined();
  });

  it("is rewritten, not repeated, when a page is filled in again (the search page, per query)", () => {
    const once = withPolicyMeta(page("<style>body{color:red}</style>"));
    const again = withPolicyMeta(once.replace("</head>", "<style>p{margin:0}</style></head>"));
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(again).toContain(`${bodyRed} ${pNoMargin};`);
  });

  it("refuses a page without <meta charset>, where it would not come first", () => {
    expect(() => withPolicyMeta("<html><head><style>p{}</style></head></html>")).toThrow("no <meta charset>");
  });
});
