/**
 * A page made from the built page template (dist/index.html as the client build writes it, kept for
 * the live studio as dist-ssr/page-template.html): the rendered head, body and hydration data written
 * at its placeholders, and the page's own Content-Security-Policy (its inline styles' hashes) added.
 * The prerenderer makes every page so, and the live studio its draft previews.
 */
import { withPolicyMeta } from "../../src/server/pagePolicy.ts";

export interface PageParts {
  head: string;
  html: string;
  data: string;
}

const placeholders: Record<keyof PageParts, string> = { head: "<!--app-head-->", html: "<!--app-html-->", data: "<!--app-data-->" };

export function fillPageTemplate(template: string, parts: PageParts): string {
  const missing = Object.values(placeholders).find((placeholder) => !template.includes(placeholder));
  if (missing) throw new Error(`the page template lacks the ${missing} placeholder: build the site again (npm run build)`);
  return withPolicyMeta(
    template
      .replace(placeholders.head, () => parts.head)
      .replace(placeholders.html, () => parts.html)
      .replace(placeholders.data, () => parts.data),
  );
}
