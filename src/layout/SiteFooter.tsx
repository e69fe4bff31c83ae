import { memo, Suspense, useEffect } from "react";
import { KeepServedHtml } from "../app/KeepServedHtml.tsx";
import { footerCode } from "./footerCode.ts";
import { showVisitorsYear } from "./footer/copyright.ts";

/**
 * The site's footer, in its own Suspense boundary. `served`: on the page the visitor arrived on, the
 * footer has no behaviour (its few links navigate through servedLinks.ts), so it stays as the server
 * rendered it and its code is not part of the first load; only its year becomes the visitor's.
 * Memoised with no props but `served`, which never changes for one footer: see KeepServedHtml.
 */
export const SiteFooter = memo(function SiteFooter({ served }: { served: boolean }) {
  useEffect(() => {
    if (served) showVisitorsYear();
  }, [served]);
  // Lazy: a footer drawn before its code is here (the page-loading state, the 404 page).
  const Footer = footerCode.loaded() ?? footerCode.Lazy;
  return <Suspense fallback={null}>{served ? <KeepServedHtml /> : <Footer />}</Suspense>;
});
