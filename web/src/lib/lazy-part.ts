/**
 * A part of the app whose code is fetched when it is first drawn, or ahead with `preload`: a
 * screen of the router, or a part of one that is not drawn at first (a tab, a dialog). `source`
 * is its module as the build's manifest names it, so that a page the server writes can link the
 * part's stylesheets and scripts (server/render/app-page.ts).
 *
 * Once its code is here the part is drawn at once, never suspending: a page the server wrote is
 * then taken over in one pass (main.tsx), and the server's render, which loads every part it
 * writes first (entries/app-server.tsx), holds no Suspense fallback. Until then it suspends, as
 * React.lazy does, to the nearest Suspense boundary.
 */
import { type ComponentProps, type ComponentType, createElement, lazy, useContext } from "react";
import { DrawnPartsContext } from "./drawn-parts";
import { loadOnce } from "./load-once";

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: a component of any props
export type AnyComponent = ComponentType<any>;

export type LazyPart<Component extends AnyComponent> = ComponentType<ComponentProps<Component>> & {
  /** Starts fetching the code; settles once it is here (or could not be had). */
  preload: () => Promise<void>;
  source: string;
};

export function lazyPart<Component extends AnyComponent>(
  source: string,
  load: () => Promise<{ default: Component }>,
): LazyPart<Component> {
  let loaded: Component | undefined;
  // A chunk that did not arrive is tried again when the part is drawn.
  const once = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(once);
  const Shown = (props: ComponentProps<Component>) => {
    useContext(DrawnPartsContext)?.add(source);
    return createElement(loaded ?? Lazy, props);
  };
  const preload = () =>
    once().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Shown, { preload, source });
}
