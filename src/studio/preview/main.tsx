/** The preview frame's entry (dev server only, served by scripts/viteStudio.ts at /_studio/preview). */
import { createRoot } from "react-dom/client";
import { BlockBoundary } from "./BlockBoundary.tsx";
import { PreviewApp } from "./PreviewApp.tsx";

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
