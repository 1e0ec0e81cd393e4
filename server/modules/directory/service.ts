/**
 * The organisation directory, /o/{slug}. An organisation's listed cards are read once, in name
 * order, and kept in memory; searches and pages are cut from that list. A page written is sent
 * compressed at a quick setting, then kept, compressed at the best setting in the background
 * for the next requests: searches are many and each mostly asked once, so the first answer must
 * not wait for the slow compression. Any card or template change (here or in another process) empties
 * both, since any card may be listed; what changes around cards (a rename of the organisation, a
 * member's team) shows within the lifetime.
 */
import {
  DIRECTORY_CARDS_MAX,
  DIRECTORY_PAGE_SIZE,
  type DirectoryQuery,
  directoryHref,
  matchesDirectorySearch,
} from "../../../core/directory";
import { readBrand } from "../../../core/org-brand";
import type { AppContext } from "../../context";
import type { OrganizationRow } from "../../db/schema";
import { onCardChanged, onCardChangesMissed } from "../../lib/card-changes";
import { type EncodedBody, encodeBody } from "../../lib/encoded-body";
import { renderDirectoryPage } from "../../render/directory-page";
import { renderOrgNotFoundPage } from "../../render/message-pages";
import { loadDirectoryCss } from "../../render/page-assets";
import { findOrganizationBySlug, listTeams } from "../organizations/repo";
import { type ListedCard, listedCards } from "./repo";

const LIFETIME_MS = 10_000;
/** Organisations and pages kept at once: a kept page is a few kilobytes, an organisation's list up to a few MB. */
const ORGS_KEPT = 50;
const PAGES_KEPT = 1000;

/** A page written: its HTML, and once compressed, its ready-to-send bytes. */
export interface DirectoryPage {
  html: string;
  encoded?: EncodedBody;
}

interface Directory {
  org: OrganizationRow;
  teams: { id: number; name: string }[];
  cards: ListedCard[];
}

/**
 * A store of promised values that expire, oldest dropped first when full. A value still being
 * made when the store is cleared may have read what the clearing was about: it is answered to
 * those waiting for it, but not kept.
 */
function expiringStore<T>(capacity: number) {
  const kept = new Map<string, { value: Promise<T>; expiresAt: number }>();
  let generation = 0;
  const drop = (key: string, value: Promise<T>) => {
    if (kept.get(key)?.value === value) kept.delete(key);
  };
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      const hit = kept.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const startedAt = generation;
      const value = make();
      // Map keeps insertion order: the first key is the oldest entry.
      if (kept.size >= capacity) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, expiresAt: Date.now() + LIFETIME_MS });
      value.then(
        () => generation !== startedAt && drop(key, value),
        // A failed making is not kept: the next request tries again.
        () => drop(key, value),
      );
      return value;
    },
    clear() {
      generation++;
      kept.clear();
    },
  };
}

export function createDirectoryService(ctx: AppContext) {
  const css = loadDirectoryCss();
  const directories = expiringStore<Directory | undefined>(ORGS_KEPT);
  const pages = expiringStore<DirectoryPage | undefined>(PAGES_KEPT);
  const forget = () => {
    directories.clear();
    pages.clear();
  };
  onCardChanged(ctx, forget);
  onCardChangesMissed(ctx, forget);

  async function read(slug: string): Promise<Directory | undefined> {
    const org = await findOrganizationBySlug(ctx.db, slug);
    if (!org) return undefined;
    const [teams, cards] = await Promise.all([
      listTeams(ctx.db, org.id),
      listedCards(ctx.db, org.id, DIRECTORY_CARDS_MAX),
    ]);
    return { org, teams, cards };
  }

  async function write(slug: string, query: DirectoryQuery): Promise<DirectoryPage | undefined> {
    const directory = await directories.get(slug, () => read(slug));
    if (!directory) return undefined;
    const { org, teams, cards } = directory;
    const matching = cards.filter(
      (card) =>
        (query.team === undefined || card.teamId === query.team) &&
        matchesDirectorySearch(query.q, card.name, card.title),
    );
    const start = (query.page - 1) * DIRECTORY_PAGE_SIZE;
    const entries = matching.slice(start, start + DIRECTORY_PAGE_SIZE);
    const page: DirectoryPage = {
      html: renderDirectoryPage({
        css,
        org: { name: org.name, slug: org.slug, brand: readBrand(org.brand) },
        teams,
        query,
        entries,
        total: matching.length,
      }),
    };
    // Should compressing fail, the page keeps being sent as the first request got it.
    encodeBody(page.html).then(
      (encoded) => {
        page.encoded = encoded;
      },
      () => {},
    );
    return page;
  }

  /** The directory page for `query`, or undefined when there is no such organisation. */
  function page(slug: string, query: DirectoryQuery): Promise<DirectoryPage | undefined> {
    const key = slug.toLowerCase();
    return pages.get(directoryHref(key, query), () => write(key, query));
  }

  return { page, notFound: encodeBody(renderOrgNotFoundPage(css)) };
}
