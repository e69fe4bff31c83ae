import { BackToTop } from "./BackToTop.tsx";

/**
 * Page-wide extras outside the header. The off-canvas menu lives with its button in the header
 * (OffCanvasButton), and the search popup with the search button; what is left floats over the page.
 */
export function SideElements() {
  return <BackToTop />;
}
