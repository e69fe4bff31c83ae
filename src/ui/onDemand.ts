import { lazy, type ComponentType } from "react";
import { fetchOnce } from "../shared/fetchOnce.ts";

/**
 * A component whose code no page's first load carries, fetched when first needed (fetchOnce.ts):
 * `load()` fetches it and `loaded()` has it from then on, so a render that waited for it shows it at
 * once; `Lazy` renders it in the meantime, suspending until it is here. `whenLoaded` settles once
 * something has loaded it, and asks for nothing itself (OnDemandPart.tsx). The prerenderer loads it
 * before rendering a page that shows it: a server render cannot wait.
 */
export function onDemand<Props extends object = object>(fetch: () => Promise<ComponentType<Props>>) {
  let settle: (component: ComponentType<Props>) => void = () => undefined;
  const whenLoaded = new Promise<ComponentType<Props>>((resolve) => (settle = resolve));
  const code = fetchOnce(() => fetch().then((component) => (settle(component), component)));
  return { ...code, whenLoaded, Lazy: lazy(async () => ({ default: await code.load() })) };
}

/** What onDemand() gives: a component's code, fetched when first needed. */
export type OnDemand<Props extends object = object> = ReturnType<typeof onDemand<Props>>;
