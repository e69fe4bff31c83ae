import { lazy, type ComponentType } from "react";

/**
 * A component whose code no page's first load carries, fetched when first needed. `load()` fetches it
 * (once; a failed fetch is tried again next time) and `loaded()` has it from then on, so a render that
 * waited for it shows it at once; `Lazy` renders it in the meantime, suspending until it is here. The
 * prerenderer loads it before rendering a page that shows it: a server render cannot wait.
 */
export function onDemand<Props extends object = object>(fetch: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const load = (): Promise<ComponentType<Props>> => {
    pending ??= fetch().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: (): ComponentType<Props> | undefined => loaded, Lazy: lazy(async () => ({ default: await load() })) };
}
