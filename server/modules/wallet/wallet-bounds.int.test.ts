/**
 * The wallet routes under hostile input answer with a 4xx, never a 500: ids beyond the column,
 * words and megabyte strings for ids, junk queries, another user's session and no session; and
 * one user's passes a minute are bounded, without bounding another's.
 */
import { afterAll, describe, expect, it } from "vitest";
import { WALLET_PASSES_PER_USER_PER_MINUTE, WALLET_PASSES_TOO_MANY } from "../../../core/wallet";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { makeWalletSigningMaterial } from "./wallet-test-kit";

const material = makeWalletSigningMaterial();
afterAll(() => material.remove());
const t = testAppPerFile(material.env);
const kit = cardTestKit(() => t);

const ROUTES = ["/api/business-cards/:id/wallet/apple", "/api/business-cards/:id/wallet/google"];
const HOSTILE_IDS = ["2147483648", "99999999999999999999", "0", "-1", "1.5", "abc", "x".repeat(100_000)];
const QUERY = `?id=2147483648&src=${"%25".repeat(2000)}&layout=${"z".repeat(5000)}`;

describe("the wallet routes under hostile input", () => {
  it("refuse ids that cannot name a card with 400, with or without a session", async () => {
    const owner = await kit.signedIn(5, "wbounds");
    const answers: string[] = [];
    for (const route of ROUTES) {
      for (const id of HOSTILE_IDS) {
        for (const session of [owner.session, undefined]) {
          const url = route.replace(":id", id);
          for (const target of [url, `${url}${QUERY}`]) {
            const response = await t.request({ method: "GET", url: target, session });
            // A 400 (bad id), 401 (signed out) or 414 (an address too long): never a 404, 2xx or 5xx.
            if (response.statusCode >= 500 || response.statusCode < 400 || response.statusCode === 404) {
              answers.push(
                `${route} ${id.slice(0, 20)} → ${response.statusCode}: ${response.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it("answer no session with 401 and another user's card with 403, junk queries or not", async () => {
    const owner = await kit.signedIn(1, "wowner");
    const stranger = await kit.signedIn(2, "wstranger");
    const card = await kit.cardOf(owner);
    for (const route of ROUTES) {
      const url = `${route.replace(":id", String(card.id))}${QUERY}`;
      expect((await t.request({ method: "GET", url })).statusCode, url).toBe(401);
      expect((await t.request({ method: "GET", url, session: stranger.session })).statusCode, url).toBe(403);
    }
    const wallets = await t.request({ method: "GET", url: `/api/wallet${QUERY}`, session: stranger.session });
    expect(wallets.json()).toEqual({ apple: true, google: true });
  });

  it("bound one user's passes a minute, and not another user's", async () => {
    const busy = await kit.signedIn(1, "wbusy");
    const card = await kit.cardOf(busy);
    const url = `/api/business-cards/${card.id}/wallet/google`;
    for (let made = 0; made < WALLET_PASSES_PER_USER_PER_MINUTE; made++) {
      expect((await t.request({ method: "GET", url, session: busy.session })).statusCode).toBe(302);
    }
    const refused = await t.request({ method: "GET", url, session: busy.session });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: WALLET_PASSES_TOO_MANY });
    // Another person at the same address is counted apart.
    const admin = await kit.signedIn(5, "wcalm");
    expect((await t.request({ method: "GET", url, session: admin.session })).statusCode).toBe(302);
  });
});
