import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled further than `offset` pixels. False on the server and in the first
 * client render (so hydration matches); the real position is read once mounted and on every scroll.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return past;
}
