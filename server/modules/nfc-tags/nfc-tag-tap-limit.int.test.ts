/**
 * Taps are limited per address (TRACKING_RATE_LIMIT_PER_MINUTE, as the card page's own events):
 * one place cannot inflate a tag's count cheaply. Past the limit the tap is answered 429 and not
 * counted; another address still gets through.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nfcTags } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { IPHONE_SAFARI } from "../tracking/tracking-test-kit";

const t = testAppPerFile({ TRACKING_RATE_LIMIT_PER_MINUTE: "3" });
const kit = cardTestKit(() => t);

describe("taps on a tag", () => {
  it("are limited per address", async () => {
    const owner = await kit.signedIn(1, "tap-limit");
    const card = await kit.cardOf(owner);
    const created = await t.request({
      method: "POST",
      url: `/api/business-cards/${card.id}/tags`,
      session: owner.session,
      body: { label: "Badge" },
    });
    const { id } = created.json();
    const tap = (remoteAddress: string) =>
      t.request({ method: "GET", url: `/t/${id}`, headers: { "user-agent": IPHONE_SAFARI }, remoteAddress });

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await tap("198.51.100.7")).statusCode);
    expect(answers).toEqual([302, 302, 302, 429]);
    expect((await tap("203.0.113.9")).statusCode).toBe(302);
    const [row] = await t.db.select().from(nfcTags).where(eq(nfcTags.id, id));
    expect(row!.taps).toBe(4);
  });
});
