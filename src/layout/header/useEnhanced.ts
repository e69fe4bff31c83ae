import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and the first client render, true once the script runs. The header
 * carries it as data-enhanced so that CSS can open the menus by itself when JavaScript never runs.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
