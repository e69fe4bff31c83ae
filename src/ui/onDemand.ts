import { lazy, type ComponentType } from "react";
import { fetchOnce } from "../shared/fetchOnce.ts";

/**
 * A component whose code no page's first load carries, fetched when first needed (fetchOnce.ts):
 * `load()` fetches it and `loaded()` has it from then on, so a render that waited for it shows it at
 * once; `Lazy` renders it in the meantime, suspending until it is here. The prerenderer loads it before
 * rendering a page that shows it: a server render cannot wait.
 */
export function onDemand<Props extends object = object>(fetch: () => Promise<ComponentType<Props>>) {
  const code = fetchOnce(fetch);
  return { ...code, Lazy: lazy(async () => ({ default: await code.load() })) };
}
