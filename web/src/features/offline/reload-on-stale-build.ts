/**
 * After a deployment, a screen's code from the previous build is gone from the server and, once
 * the new worker took over (decision 015), from its cache: an open page that then opens a screen
 * it had not loaded yet fails to import it. Loading the page again brings the current build.
 * At most once in a while, so a chunk missing for another reason cannot make the page reload
 * in a loop; never offline.
 */
const LAST_RELOAD_KEY = "cardfolio-stale-build-reload";
const MIN_INTERVAL_MS = 30_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener("vite:preloadError", () => {
    // Offline, the code could not be fetched for want of a network, not because the build changed;
    // a reload would only show the browser's offline page. The screen that asked says so instead.
    if (!navigator.onLine) return;
    try {
      const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
      if (Date.now() - last < MIN_INTERVAL_MS) return;
      sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    } catch {
      return;
    }
    window.location.reload();
  });
}
