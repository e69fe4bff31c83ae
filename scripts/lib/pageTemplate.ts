/**
 * A page made from the built page template (dist/index.html as the client build writes it, kept for
 * the live studio as dist-ssr/page-template.html): the rendered head, body and hydration data written
 * at its placeholders, and the page's own Content-Security-Policy (its inline styles' hashes) added.
 * The prerenderer makes every page so, and the live studio its draft previews.
 */
import { withPolicyMeta } from "../../src/server/pagePolicy.ts";
import { directionOf, type Language } from "../../src/shared/language.ts";

export interface PageParts {
  head: string;
  html: string;
  data: string;
  /** The page's language, which <html> names with its direction: from the server's HTML, so nothing flips as the page loads. */
  language: Language;
}

/** index.html's own root element, which names English. */
const rootElement = '<html lang="en">';

const placeholders: Record<Exclude<keyof PageParts, "language">, string> = { head: "<!--app-head-->", html: "<!--app-html-->", data: "<!--app-data-->" };

export function fillPageTemplate(template: string, parts: PageParts): string {
  const missing = [...Object.values(placeholders), rootElement].find((placeholder) => !template.includes(placeholder));
  if (missing) throw new Error(`the page template lacks ${missing}: build the site again (npm run build)`);
  return withPolicyMeta(
    template
      .replace(rootElement, `<html lang="${parts.language}" dir="${directionOf(parts.language)}">`)
      .replace(placeholders.head, () => parts.head)
      .replace(placeholders.html, () => parts.html)
      .replace(placeholders.data, () => parts.data),
  );
}
