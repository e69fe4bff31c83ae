/** The studio's entry (dev server only, served by scripts/viteStudio.ts at /_studio). */
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(<h1>Page studio</h1>);
