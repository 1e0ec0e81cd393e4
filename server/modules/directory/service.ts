/**
 * The organisation directory, /o/{slug}: pages written once and kept as ready-to-send bytes for a
 * short while. Any card or template change (here or in another process) empties the store, since
 * any card may be listed; what changes around cards (a rename of the organisation, a member's
 * team) shows within the lifetime.
 */
import { type DirectoryQuery, directoryHref } from "../../../core/directory";
import type { AppContext } from "../../context";
import { onCardChanged, onCardChangesMissed } from "../../lib/card-changes";
import { type EncodedBody, encodeBody } from "../../lib/encoded-body";
import { renderDirectoryPage } from "../../render/directory-page";
import { renderOrgNotFoundPage } from "../../render/message-pages";
import { loadDirectoryCss } from "../../render/page-assets";
import { findOrganizationBySlug, listTeams } from "../organizations/repo";
import { directoryPage } from "./repo";

const LIFETIME_MS = 10_000;
/** Pages kept at once: searches are many, and each kept page is a few kilobytes. */
const PAGES_KEPT = 1000;

interface Kept {
  body: Promise<EncodedBody | undefined>;
  expiresAt: number;
}

export function createDirectoryService(ctx: AppContext) {
  const css = loadDirectoryCss();
  const kept = new Map<string, Kept>();
  const forget = () => kept.clear();
  onCardChanged(ctx, forget);
  onCardChangesMissed(ctx, forget);

  /** The page, or undefined when there is no such organisation. */
  async function write(slug: string, query: DirectoryQuery): Promise<EncodedBody | undefined> {
    const org = await findOrganizationBySlug(ctx.db, slug);
    if (!org) return undefined;
    const [teams, page] = await Promise.all([
      listTeams(ctx.db, org.id),
      directoryPage(ctx.db, org.id, query),
    ]);
    return encodeBody(renderDirectoryPage({ css, org, teams, query, ...page }));
  }

  /** The directory page for `query`, from the store when it is there and fresh. */
  function page(slug: string, query: DirectoryQuery): Promise<EncodedBody | undefined> {
    const key = directoryHref(slug.toLowerCase(), query);
    const hit = kept.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.body;
    const body = write(slug, query);
    // Map keeps insertion order: the first key is the oldest page.
    if (kept.size >= PAGES_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, { body, expiresAt: Date.now() + LIFETIME_MS });
    // A failed write is not kept: the next request tries again.
    body.catch(() => kept.delete(key));
    return body;
  }

  return { page, notFound: encodeBody(renderOrgNotFoundPage(css)) };
}
