/**
 * What the built app does at each `import()` of its own code (scripts/viteModulePreload.ts puts it in
 * place of Vite's preload helper): the build writes each one as
 * `__vitePreload(() => import("./Hero-….js"), ["assets/primitives-….js", …])`, the chunks that chunk
 * imports in turn. They are asked for at once, beside it, so that a navigation fetches a block's code
 * and what it imports side by side rather than one after the other. Each once: the browser keeps a
 * module it has fetched, and the page's <head> need not fill with links.
 */
const asked = new Set<string>();

export function __vitePreload<T>(load: () => Promise<T>, dependencies?: readonly string[]): Promise<T> {
  for (const dependency of dependencies ?? []) {
    if (asked.has(dependency)) continue;
    asked.add(dependency);
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: `${import.meta.env.BASE_URL}${dependency}` }));
  }
  return load();
}
