import { useEffect, useState } from "react";
import { tellPresence } from "../api.ts";
import type { StudioPresence } from "../studioApi.ts";

/** How often an open page says it is still open; the server forgets a page not heard of for 40 s. */
export const PRESENCE_EVERY_MS = 20_000;

type Others = StudioPresence["others"];

/** "Also open: Jo (jo@company.example), Sam (sam@company.example)"; nothing when nobody else is there. */
export const alsoOpenWords = (others: Others) => (others.length ? `Also open: ${others.map(({ name, email }) => `${name} (${email})`).join(", ")}` : "");

/**
 * Live studio: tells the server that this page is open here when it opens, every 20 s, and when it
 * closes (the editor leaves it, or the tab goes), and answers who else has it open, as of the last
 * time it told. `enabled` is false on the dev server, which has one person.
 */
export function usePresence(path: string, enabled: boolean): Others {
  const [others, setOthers] = useState<Others>([]);
  useEffect(() => {
    if (!enabled) return;
    let here = true;
    const tell = () => void tellPresence(path, true).then((answer) => here && setOthers(answer.others), () => {});
    const leave = () => void tellPresence(path, false).catch(() => {});
    // A page the browser kept in its back-forward cache comes back open.
    const back = (event: PageTransitionEvent) => event.persisted && tell();
    tell();
    const timer = setInterval(tell, PRESENCE_EVERY_MS);
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      here = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      leave();
    };
  }, [path, enabled]);
  return enabled ? others : [];
}
