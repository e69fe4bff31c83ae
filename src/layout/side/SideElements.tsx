import { memo } from "react";
import { BackToTop } from "./BackToTop.tsx";

/**
 * Page-wide extras outside the header. The off-canvas menu lives with its button in the header
 * (OffCanvasButton), and the search popup with the search button; what is left floats over the page.
 * Memoised: it has nothing to do with the page shown.
 */
export const SideElements = memo(function SideElements() {
  return <BackToTop />;
});
