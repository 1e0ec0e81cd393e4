import type { BusinessCard } from "@core/card";
import { cardDisplayName, cardPath } from "@core/card-display";
import { CloudDownload, ExternalLink, Trash2, Wifi, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import { megabytes, type StorageFigures } from "./offline-caches";
import { type OfflineState, useOfflineCards } from "./use-offline-cards";
import { useOnline } from "./use-online";

function ConnectionBadge({ online }: { online: boolean }) {
  const Icon = online ? Wifi : WifiOff;
  return (
    <Badge
      className={cn(
        "gap-1.5",
        online
          ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {online ? "Online" : "Offline"}
    </Badge>
  );
}

function Storage({ figures }: { figures: StorageFigures | null }) {
  if (!figures)
    return <p className="text-sm text-muted-foreground">This browser does not report its storage.</p>;
  const share =
    figures.quotaBytes > 0 ? Math.min(100, Math.round((figures.usedBytes / figures.quotaBytes) * 100)) : 0;
  return (
    <div className="space-y-2">
      <p className="text-sm">
        Storage used: <strong>{megabytes(figures.usedBytes)}</strong> of {megabytes(figures.quotaBytes)}
      </p>
      <ProgressBar value={share} label="Share of this browser's storage quota in use" />
    </div>
  );
}

const STATE_LABELS: Record<Exclude<OfflineState, "cached">, string> = {
  "not-cached": "Cache for offline",
  caching: "Caching...",
};

function CardRow({ card, children }: { card: BusinessCard; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{cardDisplayName(card)}</p>
        <p className="truncate text-sm text-muted-foreground">{cardPath(card.slug)}</p>
      </div>
      {children}
    </li>
  );
}

function OpenCachedCard({ card }: { card: BusinessCard }) {
  return (
    <a
      className={buttonClasses("outline", "sm")}
      href={cardPath(card.slug)}
      target="_blank"
      rel="noopener"
      aria-label={`Open ${cardDisplayName(card)} (available offline, opens in a new tab)`}
    >
      <ExternalLink className="h-4 w-4" aria-hidden />
      Open
    </a>
  );
}

function CacheCardButton({
  card,
  state,
  online,
  onCache,
}: {
  card: BusinessCard;
  state: Exclude<OfflineState, "cached">;
  online: boolean;
  onCache: () => void;
}) {
  return (
    <Button
      size="sm"
      onClick={onCache}
      disabled={state === "caching" || !online}
      aria-busy={state === "caching"}
      aria-label={`${STATE_LABELS[state]}: ${cardDisplayName(card)}`}
    >
      <CloudDownload className="h-4 w-4" aria-hidden />
      {STATE_LABELS[state]}
    </Button>
  );
}

/** A saved card known only by its address (the cards could not be loaded). */
function OpenSavedPage({ slug }: { slug: string }) {
  const path = cardPath(slug);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3">
      <p className="min-w-0 truncate font-medium">{path}</p>
      <a
        className={buttonClasses("outline", "sm")}
        href={path}
        target="_blank"
        rel="noopener"
        aria-label={`Open ${path} (available offline, opens in a new tab)`}
      >
        <ExternalLink className="h-4 w-4" aria-hidden />
        Open
      </a>
    </li>
  );
}

/**
 * The dashboard's Offline tab, its offline manager: the connection, the storage in
 * use, the cards kept for offline use and those that can be, 'Clear Cache', and the note that
 * creating and editing need a connection. `cards` is undefined when they could not be loaded
 * (offline): the tab then lists the saved card pages by address.
 */
export function OfflineTab({ cards }: { cards: BusinessCard[] | undefined }) {
  const online = useOnline();
  const offline = useOfflineCards(cards);
  const available = (cards ?? []).filter((card) => offline.stateOf(card.slug) === "cached");
  const cacheable = (cards ?? []).filter((card) => offline.stateOf(card.slug) !== "cached");
  const savedOnly = cards === undefined ? offline.savedSlugs : [];

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="offline-heading"
        className="space-y-4 rounded-xl border border-border bg-card p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="offline-heading" className="text-xl font-semibold">
            Offline Access
          </h2>
          <ConnectionBadge online={online} />
        </div>
        {offline.supported ? (
          <Storage figures={offline.storage} />
        ) : (
          <Alert title="Not supported">
            <p>This browser cannot keep cards for offline use.</p>
          </Alert>
        )}
        <p className="text-sm text-muted-foreground">
          Creating and editing cards requires an internet connection. Cards saved here open without one.
        </p>
        <Button variant="outline" onClick={() => void offline.clearCache()} disabled={offline.clearing}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {offline.clearing ? "Clearing..." : "Clear Cache"}
        </Button>
      </section>

      <section aria-labelledby="available-offline" className="space-y-3">
        <h2 id="available-offline" className="text-lg font-semibold">
          Available offline
        </h2>
        {available.length === 0 && savedOnly.length === 0 ? (
          <p className="text-sm text-muted-foreground">No cards are saved for offline use yet.</p>
        ) : (
          <ul className="space-y-2">
            {available.map((card) => (
              <CardRow key={card.id} card={card}>
                <OpenCachedCard card={card} />
              </CardRow>
            ))}
            {savedOnly.map((slug) => (
              <OpenSavedPage key={slug} slug={slug} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="can-be-cached" className="space-y-3">
        <h2 id="can-be-cached" className="text-lg font-semibold">
          Can be cached
        </h2>
        {!online && (
          <p className="text-sm text-muted-foreground">
            Connect to the internet to save cards for offline use.
          </p>
        )}
        {cards === undefined ? (
          <p className="text-sm text-muted-foreground">Your cards could not be loaded.</p>
        ) : cacheable.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {cards.length === 0 ? "You have no cards yet." : "Every card is available offline."}
          </p>
        ) : (
          <ul className="space-y-2">
            {cacheable.map((card) => (
              <CardRow key={card.id} card={card}>
                <CacheCardButton
                  card={card}
                  state={offline.stateOf(card.slug) === "caching" ? "caching" : "not-cached"}
                  online={online}
                  onCache={() => void offline.cacheCard(card)}
                />
              </CardRow>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
