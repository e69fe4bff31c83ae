/**
 * Tells when React has taken a page over, with nothing in the product for it: before the page's
 * scripts run, it installs the global hook React announces itself and its commits to (the protocol
 * React DevTools uses), and React's first commit, its effects run, sets window.__reactTookOver.
 * Installed for every page by the bench and by the browser tests' fixture (e2e/consoleGuard.ts).
 */
export const watchReactScript = `(() => {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() { window.__reactTookOver = true; },
    checkDCE() {},
  };
})()`;

/** In the page: whether React has taken it over (watchReactScript). */
export const tookOver = () => (window as unknown as { __reactTookOver?: boolean }).__reactTookOver === true;

