import { lazy, type ComponentType } from "react";
import { fetchOnce } from "../shared/fetchOnce.ts";
import type { Language } from "../shared/language.ts";
import { loadBlockWords } from "../words/blockWords.ts";

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

/**
 * The same for a layout's part that no first load carries, whose code comes with the on-demand words
 * in the page's language (words/blockWords.ts), so that it draws with them at once: one onDemand() per
 * language, the code fetched once.
 */
export function onDemandIn<Props extends object = object>(fetch: () => Promise<ComponentType<Props>>): OnDemandIn<Props> {
  const byLanguage = new Map<Language, OnDemand<Props>>();
  return (language) => {
    let code = byLanguage.get(language);
    if (!code) byLanguage.set(language, (code = onDemand(() => Promise.all([fetch(), loadBlockWords(language)]).then(([component]) => component))));
    return code;
  };
}

/** What onDemandIn() gives: the component's code and words in a language. */
export type OnDemandIn<Props extends object = object> = (language: Language) => OnDemand<Props>;
