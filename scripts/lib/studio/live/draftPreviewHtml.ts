/**
 * The draft preview's document: the site's page template (scripts/lib/serverBundle.ts) filled with the
 * draft's rendered head and body as the prerenderer fills it (scripts/prerender.ts), but static: no
 * script at all (no boot script, no hydration, no colour scheme chosen at load: the visitor's system
 * setting picks it), marked noindex, and under a banner in the studio's own style, not the site's, that
 * says what this is. Also the studio's short pages for a preview that cannot be shown.
 */
import { escapeHtml } from "../../../../src/seo/headTags.ts";
import { inlineStyleHashes } from "../../../../src/server/pagePolicy.ts";
import { studioPage } from "../../../../src/server/studio/auth/signInPages.ts";
import { fillPageTemplate } from "../../pageTemplate.ts";
import { languageOf } from "../../../../src/shared/language.ts";
import { mainContentId } from "../../../../src/ui/mainContent.ts";
import { studioContentSecurityPolicyFor } from "./studioPolicy.ts";

const draftBannerText = "Draft preview — visitors still see the published page.";

const scriptElement = /\s*<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const robotsMeta = `<meta name="robots" content="noindex, nofollow">`;
/** The site's "Skip to content" link (layout/SiteLayout.tsx), the first thing in every page's body. */
const skipLink = new RegExp(`<a href="#${mainContentId}"[^>]*>[\\s\\S]*?</a>`);

// Black on yellow with a dashed edge, in the system's font: unlike anything of the site's, in either
// colour scheme. Not sticky: the site's header keeps its own place at the top while scrolling.
const bannerCss = [
  ".studio-draft-banner{background:#facc15;color:#111827;border-block-end:4px dashed #111827;padding:12px 16px;font:600 16px/1.5 system-ui,sans-serif;text-align:center}",
  ".studio-draft-banner p{margin:0}",
  ".studio-draft-banner a{color:#111827;text-decoration:underline;text-underline-offset:3px;margin-inline-start:8px}",
  ".studio-draft-banner a:focus-visible{outline:3px solid #111827;outline-offset:2px}",
].join("");

const banner = (studioLink: string) =>
  `<section class="studio-draft-banner" aria-label="Draft preview" lang="en" dir="ltr"><p>${escapeHtml(draftBannerText)} <a href="${escapeHtml(studioLink)}">Back to the studio</a></p></section>`;

/**
 * The banner goes at the top, just after the site's skip link, which stays the keyboard's first stop as
 * on every page of the site (a link before it would make it no skip link to assistive technology).
 */
const withBanner = (html: string, studioLink: string) => (skipLink.test(html) ? html.replace(skipLink, (link) => `${link}${banner(studioLink)}`) : `${banner(studioLink)}${html}`);

/** The preview page: `rendered` (renderDraft) in `template`, with the banner at the top, linking back to `studioLink`. */
export function draftPreviewHtml(template: string, rendered: { html: string; head: string }, studioLink: string, route: string): string {
  const head = [robotsMeta, rendered.head.replace("<title>", "<title>Draft preview: "), `<style>${bannerCss}</style>`].join("\n    ");
  return fillPageTemplate(template.replace(scriptElement, ""), { head, html: withBanner(rendered.html, studioLink), data: "", language: languageOf(route) });
}

/**
 * The preview's Content-Security-Policy header: the studio's (studioPolicy.ts; its frame may show the
 * preview) with the hashes of the page's inline <style> elements added, as the site's pages have them
 * (pagePolicy.ts), so the page is styled without 'unsafe-inline'.
 */
export const draftPreviewPolicy = (html: string): string => studioContentSecurityPolicyFor({ styles: inlineStyleHashes(html) });

/** A short studio page in place of a preview: what happened and what to do, in words. */
export const draftNoticePage = (stylesheets: readonly string[], title: string, sentence: string, link: { href: string; text: string }): string =>
  studioPage(stylesheets, title, `        <p>${escapeHtml(sentence)}</p>\n        <p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`);
