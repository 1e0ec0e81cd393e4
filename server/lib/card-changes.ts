/**
 * "A card changed": the services announce updates and deletions here, and whatever keeps card
 * data in memory (the public page's read cache) drops it at once. Listeners are kept per
 * application (the object holding its channel, the app context), so several apps in one process
 * (the tests) never mix.
 *
 * Other processes of the installation hear the change through the application's channel (the
 * coordinator, server/cluster/); caches listen to changes made anywhere, work that follows a change
 * (the upload sweeper) only to those made here, so it is done once. This file names only what it
 * needs of the application, so it depends on neither the app context nor the cluster.
 */

interface OneCardChange {
  id: number;
  /** Every slug the change concerns: on a slug change, the old one and the new one. */
  slugs: string[];
}

/**
 * An organisation's card template changed: every card linked to it reads differently. Announced
 * once by the template's id rather than as thousands of card changes (decision 032).
 */
export interface TemplateChange {
  templateId: number;
}

export type CardChange = OneCardChange | TemplateChange;

export const isTemplateChange = (change: CardChange): change is TemplateChange => "templateId" in change;

type Listener = (change: CardChange) => void;

/** What carries changes to and from the installation's other processes (the coordinator does). */
interface CardChangeChannel {
  announce(change: CardChange): void;
  onAnnounced(listener: (change: CardChange) => void): void;
  onMissed(listener: () => void): void;
}

/** One application: the app context, whose coordinator is the channel. */
interface Application {
  coordinator: CardChangeChannel;
}

interface Listeners {
  anywhere: Set<Listener>;
  here: Set<Listener>;
  missed: Set<() => void>;
}

const listeners = new WeakMap<Application, Listeners>();

function listenersOf(ctx: Application): Listeners {
  let set = listeners.get(ctx);
  if (!set) {
    const created: Listeners = { anywhere: new Set(), here: new Set(), missed: new Set() };
    ctx.coordinator.onAnnounced((change) => {
      for (const listener of created.anywhere) listener(change);
    });
    ctx.coordinator.onMissed(() => {
      for (const listener of created.missed) listener();
    });
    listeners.set(ctx, created);
    set = created;
  }
  return set;
}

/** Changes made by this process or any other (caches of card data). */
export function onCardChanged(ctx: Application, listener: Listener): void {
  listenersOf(ctx).anywhere.add(listener);
}

/** Changes made by this process only (work that must follow a change once). */
export function onCardChangedHere(ctx: Application, listener: Listener): void {
  listenersOf(ctx).here.add(listener);
}

/** Changes may have been missed (another process's announcements were lost): drop everything. */
export function onCardChangesMissed(ctx: Application, listener: () => void): void {
  listenersOf(ctx).missed.add(listener);
}

/**
 * Called after the change is committed. Synchronous here, so this process's cache is clean
 * before the request that changed the card is answered; the other processes hear it next.
 */
export function cardChanged(ctx: Application, change: CardChange): void {
  const { anywhere, here } = listenersOf(ctx);
  for (const listener of anywhere) listener(change);
  for (const listener of here) listener(change);
  ctx.coordinator.announce(change);
}
