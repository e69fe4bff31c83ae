/** The studio's entry (dev server only, served by scripts/viteStudio.ts at /_studio). */
import { createRoot } from "react-dom/client";
import "@fontsource-variable/inter";
import { StudioApp } from "./StudioApp.tsx";
import "./studio.css";

createRoot(document.getElementById("root")!).render(<StudioApp />);
