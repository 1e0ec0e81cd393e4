/**
 * What the analytics integration tests share: a signed-in owner with a card, events written
 * through the tracking statement at chosen times (so the roll-ups are kept as in production),
 * and GET helpers.
 */

import type { LinkType } from "../../../core/tracked-links";
import type { ViewSource } from "../../../core/view-sources";
import type { TestApp } from "../../test/harness";
import { insertCard } from "../cards/repo";
import type { CardClickEvent, CardEvent, SubmissionEvent } from "../tracking/repo";
import { insertClicks, insertSaves, insertSubmissions, insertViews } from "../tracking/repo";

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface Visit {
  at: Date;
  device?: string;
  location?: string;
  /** The visitor's hash (visitors/visitor-hash.ts); by default one visitor. */
  visitorHash?: string | null;
  /** Where a view came from; by default a direct visit. */
  source?: ViewSource;
}

export function analyticsTestKit(app: () => TestApp) {
  async function ownerWithCard(
    accessLevel = 1,
    name = "Analysed Card",
    formConfig?: Record<string, unknown>,
  ) {
    const t = app();
    const owner = await t.signedInUser(accessLevel);
    const card = await insertCard(t.db, {
      userId: owner.user.id,
      slug: t.uniqueName("card"),
      name,
      formConfig,
    });
    return { owner, card };
  }

  const visitor = (cardId: number, visit: Visit): CardEvent => ({
    cardId,
    at: visit.at,
    visitorHash: visit.visitorHash === undefined ? "0".repeat(32) : visit.visitorHash,
    location: visit.location ?? "Germany",
    device: visit.device ?? "Mobile · iOS · Safari",
  });

  const views = (cardId: number, visits: Visit[]) =>
    insertViews(
      app().db,
      visits.map((v) => ({ ...visitor(cardId, v), source: v.source })),
    );
  const saves = (cardId: number, visits: Visit[]) =>
    insertSaves(
      app().db,
      visits.map((v) => visitor(cardId, v)),
    );
  const clicks = (cardId: number, visits: (Visit & { linkType: LinkType; linkId: string })[]) =>
    insertClicks(
      app().db,
      visits.map((v): CardClickEvent => ({ ...visitor(cardId, v), linkType: v.linkType, linkId: v.linkId })),
    );
  const submissions = (cardId: number, visits: (Visit & { formData: Record<string, unknown> })[]) =>
    insertSubmissions(
      app().db,
      visits.map((v): SubmissionEvent => ({ ...visitor(cardId, v), formData: v.formData })),
    );

  const get = (session: string | undefined, url: string) => app().request({ method: "GET", url, session });

  return { ownerWithCard, views, saves, clicks, submissions, get };
}
