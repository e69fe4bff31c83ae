import { memo, Suspense, useEffect, useState } from "react";
import { KeepServedHtml } from "../ui/KeepServedHtml.tsx";
import { mainContentId } from "../ui/mainContent.ts";
import { footerCode } from "./footerCode.ts";
import { showVisitorsYear } from "./footer/copyright.ts";
import { useWords } from "../words/words.ts";
import { useSiteHeader } from "./siteHeader.ts";

/**
 * The site's footer, in its own Suspense boundary. Served, it has no behaviour (its few links navigate
 * through app/links.ts), so it stays as the server rendered it for the whole visit and its code
 * is never fetched; only its year becomes the visitor's. Rendered in the browser (the dev server) it
 * is drawn once its code is here. Memoised without props: see KeepServedHtml.
 */
export const SiteFooter = memo(function SiteFooter() {
  // Served when React first renders it into a <main> the server rendered, which it hydrates.
  const [served] = useState(() => typeof document !== "undefined" && document.getElementById(mainContentId)?.firstElementChild != null);
  const words = useWords();
  const { companyName } = useSiteHeader();
  useEffect(() => {
    if (served) showVisitorsYear(words, companyName);
  }, [served, words, companyName]);
  const Footer = served ? KeepServedHtml : (footerCode.loaded() ?? footerCode.Lazy);
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});
