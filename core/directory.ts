/**
 * An organisation's public directory, /o/{slug} (decision 032): its listed, active cards, a page
 * at a time, searched by name and team. The limits bound what one request can make the server do.
 */
import { MAX_ID } from "./schemas/ids";

export const DIRECTORY_PAGE_SIZE = 24;
/** Past this page nothing is read: 10,000 cards at 24 a page. */
const DIRECTORY_PAGES_MAX = 417;
/** The most cards a directory lists: every page's worth. */
export const DIRECTORY_CARDS_MAX = DIRECTORY_PAGES_MAX * DIRECTORY_PAGE_SIZE;
const DIRECTORY_QUERY_MAX = 100;

/** A card as the directory shows it. */
export interface DirectoryEntry {
  slug: string;
  name: string | null;
  title: string | null;
  /** As the card shows it: its template may lock it. */
  company: string | null;
  profilePicture: string | null;
  team: string | null;
}

export interface DirectoryQuery {
  /** Part of a name or job title, as typed; "" for all. */
  q: string;
  /** A team of the organisation, or undefined for all. */
  team: number | undefined;
  /** 1-based. */
  page: number;
}

/**
 * The query a visitor's address asks for, read leniently: a page for people, not an API, so a
 * value that makes no sense falls back to its default instead of an error page.
 */
export function readDirectoryQuery(query: Record<string, unknown>): DirectoryQuery {
  const text = typeof query.q === "string" ? query.q.trim().slice(0, DIRECTORY_QUERY_MAX) : "";
  const team = Number(query.team);
  const page = Number(query.page);
  return {
    q: text,
    team: Number.isInteger(team) && team > 0 && team <= MAX_ID ? team : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, DIRECTORY_PAGES_MAX) : 1,
  };
}

/** Whether a card of `name` and `title` matches the search `q` (part of either, any case). */
export function matchesDirectorySearch(q: string, name: string | null, title: string | null): boolean {
  if (!q) return true;
  const wanted = q.toLocaleLowerCase();
  return [name, title].some((text) => text?.toLocaleLowerCase().includes(wanted));
}

/** The address of a directory page, with only the parts that differ from the defaults. */
export function directoryHref(slug: string, query: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.team !== undefined) params.set("team", String(query.team));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/o/${slug}${search ? `?${search}` : ""}`;
}
