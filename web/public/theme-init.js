// Sets the light or dark class before React loads, so a remembered theme does not flash.
// Mirrors web/src/lib/theme.tsx (key and values).
(() => {
  let dark = false;
  try {
    const stored = localStorage.getItem("cardfolio-theme");
    dark =
      stored === "dark" ||
      ((stored === null || stored === "system") && window.matchMedia("(prefers-color-scheme: dark)").matches);
  } catch (_) {
    dark = false;
  }
  document.documentElement.classList.add(dark ? "dark" : "light");
})();
