/**
 * Dev server only (entry-client.tsx imports it under import.meta.hot): a saved page file reloads
 * the page, or shows the validator's problems in Vite's own error overlay until the file is fixed.
 */
import { PAGES_CHANGED_EVENT, type PagesChanged } from "./shared/pagesChanged.ts";

export function reloadOnPagesChanged(hot: NonNullable<ImportMeta["hot"]>) {
  hot.on(PAGES_CHANGED_EVENT, ({ error }: PagesChanged) => {
    if (!error) return window.location.reload();
    document.querySelectorAll("vite-error-overlay").forEach((overlay) => overlay.remove());
    // The element Vite's client defines for its overlay, so the problems look as any build error does.
    const Overlay = customElements.get("vite-error-overlay") as (new (error: PagesChanged["error"]) => HTMLElement) | undefined;
    if (Overlay) document.body.append(new Overlay(error));
    else console.error(error.message);
  });
}
