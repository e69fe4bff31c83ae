/**
 * The site's icon, as files in public/ (served at the site's root): the browser tab's, a phone's home
 * screen's and bookmarks', and the company's logo for search engines. index.html links the tab icon,
 * the Apple touch icon and the web app manifest (webManifest.ts), which lists the others. The PNGs
 * are drawn from src/seo/appIcon.svg (README, "Generated files"); tests/siteIcons.test.ts checks that
 * each file is there at its stated size.
 */
export interface SiteIcon {
  src: string;
  type: "image/svg+xml" | "image/png";
  /** Width and height in pixels; none for a drawing that scales to any size. */
  size?: number;
}

/** The tab's icon (the brand mark on a rounded tile); vector, so one file serves every size. */
export const favicon: SiteIcon = { src: "/favicon.svg", type: "image/svg+xml" };

/** iOS's home-screen icon: 180 px, square and opaque (iOS rounds the corners itself). */
export const appleTouchIcon: SiteIcon = { src: "/apple-touch-icon.png", type: "image/png", size: 180 };

/**
 * The company's logo in structured data: a raster file, which every consumer reads (Google asks for
 * at least 112 px square, in a format Google Images indexes).
 */
export const logoIcon = { src: "/icon-512.png", type: "image/png", size: 512 } satisfies SiteIcon;

/** The sizes Android's home screen and splash screen ask a manifest for, and the vector mark. */
export const manifestIcons: SiteIcon[] = [favicon, { src: "/icon-192.png", type: "image/png", size: 192 }, logoIcon];
