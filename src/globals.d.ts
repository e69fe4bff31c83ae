/** The year the site was built, set by vite.config.ts; the footer starts from it before hydration. */
declare const __BUILD_YEAR__: number;
