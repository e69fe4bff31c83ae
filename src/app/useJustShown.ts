import { useEffect, useState } from "react";
import { whenIdle } from "./whenIdle.ts";

/**
 * Whether the page at `shown` has just replaced another, until the browser's first idle moment after.
 * While it has, <main> lets the browser leave the sections below the first screen for later
 * (SiteLayout.tsx): the click that showed a page drawn ahead pays only for what it shows.
 */
export function useJustShown(shown: string): boolean {
  const [settled, setSettled] = useState(shown);
  const justShown = shown !== settled;
  useEffect(() => (justShown ? whenIdle(() => setSettled(shown)) : undefined), [justShown, shown]);
  return justShown;
}
