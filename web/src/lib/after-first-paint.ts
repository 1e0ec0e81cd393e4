/**
 * Runs `work` just after the next paint (at once in a hidden tab, which does not paint): a page
 * already written into its document is taken over only once it has been painted, so that the work
 * of taking it over never holds the first paint back.
 */
export function afterFirstPaint(work: () => void): void {
  if (document.visibilityState !== "visible") work();
  else requestAnimationFrame(() => setTimeout(work, 0));
}

/** Resolves in a task of its own, after whatever the browser has waiting (a tap, a paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
