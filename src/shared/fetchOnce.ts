/**
 * Something fetched when first needed, once: `load()` fetches it (a fetch under way is shared, and a
 * failed one is tried again next time) and `loaded()` has it from then on, so a render that waited for
 * it can show it at once. For code (onDemand.ts, blockCache.ts), a page's data (pageCache.ts) and the
 * search index (loadSearchIndex.ts).
 */
export function fetchOnce<T>(fetch: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined } {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> => {
    pending ??= fetch().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => loaded };
}
