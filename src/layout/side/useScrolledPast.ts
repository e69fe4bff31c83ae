import { useEffect, useState } from "react";

/**
 * Whether the window is scrolled further down than `offset` pixels. False on the server and in the
 * first client render (the HTML cannot know the scroll position), then kept up to date from scroll
 * events; it also reads the position once at mount, for a reload that restores a scrolled page.
 */
export function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return past;
}
