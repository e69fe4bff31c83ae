/** The preview frame's entry, served at <studio>/preview by the dev server (scripts/viteStudio.ts) and the live site (scripts/lib/studio/live/). */
import { createRoot } from "react-dom/client";
import { addFontFaces } from "../../theme/fontFaces.ts";
import { BlockBoundary } from "./BlockBoundary.tsx";
import { PreviewApp } from "./PreviewApp.tsx";

// The site's pages bring their font faces in the HTML the server wrote; this frame's page has none.
addFontFaces(document.fonts);

createRoot(document.getElementById("root")!, {
  // A block half filled in (an FAQ item just added, its answer still empty) cannot be drawn: its
  // BlockBoundary says so in its place, and the form names what is missing. That is the editor at
  // work, not a fault, so it is not logged, or every keystroke would add an error to the console.
  // Anything else caught is.
  onCaughtError(error, { errorBoundary }) {
    if (errorBoundary instanceof BlockBoundary) return;
    console.error(error);
  },
}).render(<PreviewApp />);
