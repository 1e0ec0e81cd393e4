/**
 * What the contact-exchange integration tests share: a card (inserted straight into the
 * database), its leads and their sources, and posts as the page's script and a browser without
 * JavaScript send them.
 */
import { asc, eq } from "drizzle-orm";
import { leadSources, leads } from "../../db/schema";
import type { TestApp } from "../../test/harness";
import { insertCard } from "../cards/repo";
import { IPHONE_SAFARI } from "../tracking/tracking-test-kit";

export const JANE = { name: "Jane Doe", email: "jane@example.com", consent: true };

export function exchangeTestKit(app: () => TestApp) {
  let address = 0;
  /** A fresh visitor address, so the per-address limit stays out of the way. */
  const nextAddress = () => `9.8.${Math.floor(++address / 250)}.${address % 250}`;

  async function exchangeCard(accessLevel = 1) {
    const t = app();
    const owner = await t.signedInUser(accessLevel, "owner");
    const card = await insertCard(t.db, {
      userId: owner.user.id,
      slug: t.uniqueName("xcard"),
      name: "Ann Lee",
    });
    return { owner, card };
  }

  const leadsOf = (cardId: number) =>
    app().db.select().from(leads).where(eq(leads.cardId, cardId)).orderBy(asc(leads.id));

  const sourcesOf = (leadId: number) =>
    app().db.select().from(leadSources).where(eq(leadSources.leadId, leadId)).orderBy(asc(leadSources.id));

  /** JSON, as the page's script sends it. */
  function share(body: unknown, remoteAddress = nextAddress(), userAgent = IPHONE_SAFARI) {
    return app().request({
      method: "POST",
      url: "/api/card-exchange",
      body,
      headers: { "user-agent": userAgent },
      remoteAddress,
    });
  }

  /** An HTML form post, as a browser without JavaScript sends it. */
  function postForm(fields: Record<string, string>, remoteAddress = nextAddress()) {
    return app().request({
      method: "POST",
      url: "/api/card-exchange",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": IPHONE_SAFARI },
      remoteAddress,
    });
  }

  return { exchangeCard, leadsOf, sourcesOf, share, postForm, nextAddress };
}
