/** The studio's entry, served at /_studio by the dev server (scripts/viteStudio.ts) and at /studio by the live site (scripts/lib/studio/live/). */
import { createRoot } from "react-dom/client";
import "@fontsource-variable/inter";
import { StudioApp } from "./StudioApp.tsx";
import "./studio.css";

createRoot(document.getElementById("root")!).render(<StudioApp />);
