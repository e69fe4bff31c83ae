// Sets the colour scheme on <html> as early as possible, so a visitor who chose dark (or whose system
// prefers it) does not see the light page. Loaded by index.html as an async, external script: the
// site's Content-Security-Policy allows no inline script, and a blocking one would hold up the first
// paint. Only a stored choice needs it (CSS follows the system preference by itself), and a visitor
// who stored one has this file in the browser's cache, so it nearly always runs before the page is drawn. Keep in step with src/theme/colorScheme.ts
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
