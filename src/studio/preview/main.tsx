/** The preview frame's entry (dev server only, served by scripts/viteStudio.ts at /_studio/preview). */
import { createRoot } from "react-dom/client";
import { PreviewApp } from "./PreviewApp.tsx";

createRoot(document.getElementById("root")!).render(<PreviewApp />);
