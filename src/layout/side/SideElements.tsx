import { memo, useEffect } from "react";
import { BackToTop } from "./BackToTop.tsx";
import { contactPanelCode } from "./contactPanelCode.ts";
import { searchPopupCode } from "../../search/searchPopupCode.ts";
import { OnDemandPart } from "../../ui/OnDemandPart.tsx";
import { keepTabInDialogs } from "../../ui/keepTabInDialogs.ts";

/**
 * Page-wide extras outside the header: the back-to-top button, and the dialogs that the header's
 * buttons open (the off-canvas panel, the search popup), here rather than beside their buttons so that
 * nothing that changes from page to page reaches them while they wait for their code (OnDemandPart).
 * Memoised: it has nothing to do with the page shown.
 */
export const SideElements = memo(function SideElements() {
  useEffect(keepTabInDialogs, []);
  return (
    <>
      <BackToTop />
      <OnDemandPart code={contactPanelCode} served="keep" />
      <OnDemandPart code={searchPopupCode} served="hydrate once loaded" />
    </>
  );
});
