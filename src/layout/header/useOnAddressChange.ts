import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Runs `onChange` after the address has changed (a link followed, Back, Forward), never on the first
 * render: a menu the visitor opened before React took over stays open when React arrives.
 */
export function useOnAddressChange(onChange: () => void) {
  const [location] = useLocation();
  const seen = useRef(location);
  useEffect(() => {
    if (location === seen.current) return;
    seen.current = location;
    onChange();
  }, [location, onChange]);
}
