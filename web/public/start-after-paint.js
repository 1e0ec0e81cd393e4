// Starts the app's scripts on a page the server wrote (server/render/app-page.ts) once that page
// has been painted: it is readable without them, so on a slow link the stylesheets come first and
// the scripts never hold the first paint back. The page lists the scripts in #page-scripts, the
// app's entry and the modules it will need, fetched side by side; their requests are started a
// few at a time, each few in a task of its own, so that starting some seventy of them never
// holds a tap or a scroll back on a slow phone.
(() => {
  const list = document.getElementById("page-scripts");
  if (!list) return;
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
