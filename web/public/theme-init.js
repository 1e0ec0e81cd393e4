// Sets the light or dark class before React loads, so a remembered theme does not flash.
// Mirrors web/src/lib/theme.tsx (key and values).
(function () {
  try {
    var stored = localStorage.getItem("cardfolio-theme");
    var dark =
      stored === "dark" ||
      ((stored === null || stored === "system") && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.add(dark ? "dark" : "light");
  } catch (_) {
    document.documentElement.classList.add("light");
  }
})();
