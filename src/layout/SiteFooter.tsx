import { memo, useEffect, useState } from "react";
import { OnDemandPart } from "../ui/OnDemandPart.tsx";
import { servedOnArrival } from "../ui/mainContent.ts";
import { footerCode } from "./footerCode.ts";
import { showVisitorsYear } from "./footer/copyright.ts";
import { useWords } from "../words/words.ts";
import { useSiteHeader } from "./siteHeader.ts";

/**
 * The site's footer. Served, it has no behaviour (its few links navigate through app/links.ts), so it
 * stays as the server rendered it for the whole visit and its code is never fetched; only its year
 * becomes the visitor's. Rendered in the browser (the dev server) it is drawn once its code is here.
 * Memoised without props: see OnDemandPart.
 */
export const SiteFooter = memo(function SiteFooter() {
  const [served] = useState(servedOnArrival);
  const words = useWords();
  const { companyName } = useSiteHeader();
  useEffect(() => {
    if (served) showVisitorsYear(words, companyName);
  }, [served, words, companyName]);
  return <OnDemandPart code={footerCode} served="keep" />;
});
