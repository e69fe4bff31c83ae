import { useEffect, useState } from "react";

/**
 * The year for the copyright line. The prerendered HTML carries the build's year, so the first client
 * render matches it (no hydration warning); right after hydration it becomes the visitor's own year,
 * so a site built in December still shows the new year in January without a rebuild.
 */
export function useCurrentYear() {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
