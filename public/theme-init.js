// Sets the colour scheme on <html> before the first paint, so a visitor who chose dark (or whose system
// prefers it) never sees a flash of the light page. Loaded by index.html as a blocking, external script:
// the site's Content-Security-Policy allows no inline script. Keep in step with src/theme/colorScheme.ts
// (the storage key "theme" and the theme-color values).
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem("theme");
  } catch (error) {
    // Storage blocked (privacy settings): follow the system preference.
  }
  var scheme =
    stored === "dark" || stored === "light"
      ? stored
      : window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  var root = document.documentElement;
  root.setAttribute("data-theme", scheme);
  var chrome = document.querySelector('meta[name="theme-color"]');
  if (chrome) chrome.setAttribute("content", scheme === "dark" ? "#0d1117" : "#0b5cab");
})();
