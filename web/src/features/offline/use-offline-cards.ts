/**
 * The Offline tab's state (each card is not cached, caching or cached):
 * which cards are in the offline cache, which are being cached, and the storage figures. A card
 * counts as cached when the worker reports it stored, never after a blind timer.
 */
import type { BusinessCard } from "@core/card";
import { cardDisplayName } from "@core/card-display";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { clearOfflineCaches, offlineSlugs, savedCardSlugs, storageFigures } from "./offline-caches";
import { cacheCardOffline, offlineSupported } from "./worker";

export type OfflineState = "not-cached" | "caching" | "cached";

const OFFLINE_QUERY_KEY = "offline-caches";

function notSupported(): void {
  toast({
    title: "Not supported",
    description: "This browser cannot keep cards for offline use.",
    variant: "destructive",
  });
}

/**
 * `cards` undefined: the cards could not be loaded (offline); the saved cards are then listed by
 * the slugs in the offline cache. The browser's caches are read whether or not it is online.
 */
export function useOfflineCards(cards: BusinessCard[] | undefined) {
  const queryClient = useQueryClient();
  const supported = offlineSupported();
  const slugs = (cards ?? []).map((card) => card.slug);
  const cached = useQuery({
    queryKey: [OFFLINE_QUERY_KEY, "cards", slugs],
    queryFn: () => offlineSlugs(slugs),
    enabled: supported && cards !== undefined,
    networkMode: "always",
  });
  const saved = useQuery({
    queryKey: [OFFLINE_QUERY_KEY, "saved"],
    queryFn: savedCardSlugs,
    enabled: supported && cards === undefined,
    networkMode: "always",
  });
  const storage = useQuery({
    queryKey: [OFFLINE_QUERY_KEY, "storage"],
    queryFn: storageFigures,
    enabled: supported,
    networkMode: "always",
  });
  const [caching, setCaching] = useState<ReadonlySet<string>>(new Set());
  const [clearing, setClearing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [OFFLINE_QUERY_KEY] });

  const stateOf = (slug: string): OfflineState =>
    caching.has(slug) ? "caching" : cached.data?.has(slug) ? "cached" : "not-cached";

  async function cacheCard(card: BusinessCard): Promise<void> {
    if (!supported) {
      notSupported();
      return;
    }
    setCaching((current) => new Set(current).add(card.slug));
    try {
      await cacheCardOffline(card.slug);
      toast({
        title: "Card cached",
        description: `${cardDisplayName(card)} is available offline.`,
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Caching failed",
        description: error instanceof Error ? error.message : "The card could not be saved for offline use.",
        variant: "destructive",
      });
    } finally {
      await refresh();
      setCaching((current) => {
        const next = new Set(current);
        next.delete(card.slug);
        return next;
      });
    }
  }

  async function clearCache(): Promise<void> {
    if (!supported) {
      notSupported();
      return;
    }
    setClearing(true);
    try {
      await clearOfflineCaches();
      toast({
        title: "Cache cleared",
        description: "No cards are kept for offline use now.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Clear failed",
        description: error instanceof Error ? error.message : "The offline cache could not be cleared.",
        variant: "destructive",
      });
    } finally {
      await refresh();
      setClearing(false);
    }
  }

  return {
    supported,
    loading: cached.isPending && supported,
    storage: storage.data ?? null,
    /** The slugs saved for offline use, when the cards could not be loaded. */
    savedSlugs: saved.data ?? [],
    stateOf,
    cacheCard,
    clearCache,
    clearing,
  };
}
