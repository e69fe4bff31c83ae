/**
 * wouter reaches useSyncExternalStore through use-sync-external-store's shim, for React 16 and 17.
 * React 19 has the hook itself; vite.config.ts points the shim here, so every page's first load does
 * not carry the fallback (CommonJS, which the bundler cannot drop).
 */
export { useSyncExternalStore } from "react";
