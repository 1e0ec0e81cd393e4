// Starts the app's scripts on a page the server wrote (server/render/app-page.ts) once that page
// has been painted: it is readable without them, so on a slow link the stylesheets come first and
// the scripts never hold the first paint back. The page lists the scripts in #page-scripts, the
// app's entry and the modules it will need, fetched side by side; their requests are started a
// few at a time, each few in a task of its own, so that starting some seventy of them never
// holds a tap or a scroll back on a slow phone.
(() => {
  const list = document.getElementById("page-scripts");
  if (!list) return;
  holdPressesUntilTakenOver();
  keepEarlyInstallOffer();
  const { entry, preloads } = JSON.parse(list.textContent);
  const PER_TASK = 4;
  const startEntry = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // The entry goes last: by the time it runs, every module it will ask for is already on its way,
  // and the app's own preloading (of the screens it opens on) finds them linked and adds nothing.
  const start = (index = 0) => {
    for (const href of preloads.slice(index, index + PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    if (index + PER_TASK < preloads.length) setTimeout(() => start(index + PER_TASK), 0);
    else startEntry();
  };
  // A hidden tab does not paint: start at once.
  if (document.visibilityState !== "visible") start();
  else requestAnimationFrame(() => setTimeout(() => start(), 0));
})();

// A press on one of the page's buttons before its script has taken it over would do nothing (a
// written button has no handler yet): the last one is kept and pressed again once it has
// (lib/held-press.ts). Links and form fields work by themselves; a form's submit button is left
// alone, as the form disables it until then. Once the app starts taking the page over, React
// keeps a press made meanwhile itself, so the app stops this holding first.
function holdPressesUntilTakenOver() {
  let held = null;
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest("#root button") : null;
    if (!button || button.disabled || (button.type === "submit" && button.form)) return;
    held = button;
  };
  document.addEventListener("click", hold, true);
  window.pressBeforeTakeover = {
    stop() {
      document.removeEventListener("click", hold, true);
      const pressed = held;
      held = null;
      return pressed;
    },
  };
}

// Chromium offers installation once (`beforeinstallprompt`), and may do so before the app's
// script runs: the offer is kept here, with the browser's own bar held back as the app holds it,
// and the app takes it when it starts listening itself (features/install/install-prompt.ts).
function keepEarlyInstallOffer() {
  let offer = null;
  const keep = (event) => {
    event.preventDefault();
    offer = event;
  };
  window.addEventListener("beforeinstallprompt", keep);
  window.earlyInstallOffer = {
    take() {
      window.removeEventListener("beforeinstallprompt", keep);
      const kept = offer;
      offer = null;
      return kept;
    },
  };
}
