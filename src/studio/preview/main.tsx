/** The preview frame's entry (dev server only, served by scripts/viteStudio.ts at /_studio/preview). */
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(<p>Preview</p>);
