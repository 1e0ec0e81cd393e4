import { type RefObject, useEffect } from "react";

/** Room kept between a stuck bar and a control scrolled or tabbed to. */
const SCROLL_GAP_PX = 8;

/**
 * While a bar stuck to the `edge` of the screen is shown, the page's scroll padding on that
 * edge leaves its height (and its distance from the edge) free, so a control reached with Tab
 * or scrolled into view lands clear of the bar, never under it.
 */
export function useScrollPaddingFor(bar: RefObject<HTMLElement | null>, edge: "top" | "bottom") {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const property = edge === "top" ? "scrollPaddingTop" : "scrollPaddingBottom";
    const update = () => {
      const fromEdge = Number.parseFloat(getComputedStyle(element)[edge]) || 0;
      root.style[property] = `${element.offsetHeight + fromEdge + SCROLL_GAP_PX}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // The distance from the edge changes with the layout (the phone's menu bar above it).
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style[property] = "";
    };
  }, [bar, edge]);
}
