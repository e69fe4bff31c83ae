import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Calls `close` when the address changes. A menu renders it only while it is open: following the
 * address made every closed menu draw again on every move to another page, for nothing.
 */
export function CloseOnRouteChange({ close }: { close: () => void }) {
  const [location] = useLocation();
  const openedAt = useRef(location);
  useEffect(() => {
    if (location !== openedAt.current) close();
  }, [location, close]);
  return null;
}
