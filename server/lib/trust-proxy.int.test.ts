/**
 * Whose address a request has under each TRUST_PROXY form (lib/trust-proxy.ts), seen where it
 * is used: the visitor hash of a card view, made from the address. The entries a
 * client writes itself come first in X-Forwarded-For, so they must never be the address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCard } from "../modules/cards/repo";
import { NO_TRACKING_LIMIT, trackingTestKit } from "../modules/tracking/tracking-test-kit";
import { createTestApp, type TestApp } from "../test/harness";

let oneHop: TestApp;
let twoHops: TestApp;
let listed: TestApp;
beforeAll(async () => {
  oneHop = await createTestApp({ ...NO_TRACKING_LIMIT, TRUST_PROXY: "true", APP_URL: undefined });
  const shared = { sharingDatabaseOf: oneHop };
  twoHops = await createTestApp({ ...NO_TRACKING_LIMIT, TRUST_PROXY: "2" }, shared);
  listed = await createTestApp(
    { ...NO_TRACKING_LIMIT, TRUST_PROXY: "127.0.0.1, 5.6.7.0/24", APP_URL: undefined },
    shared,
  );
});
afterAll(async () => {
  await listed?.close();
  await twoHops?.close();
  await oneHop?.close();
});

/**
 * Whether a view sent from `remoteAddress` with this X-Forwarded-For was taken as coming from
 * `expected`. Addresses are not stored, so it is told by the visitor hash: the same as that of a
 * view sent straight from `expected` (same card, day and browser) exactly when the addresses match.
 */
async function seenAs(app: () => TestApp, forwardedFor: string, remoteAddress: string, expected: string) {
  const kit = trackingTestKit(app);
  const cardId = await kit.newCard();
  const response = await kit.post(
    "/api/card-views",
    { cardId },
    { "x-forwarded-for": forwardedFor },
    remoteAddress,
  );
  expect(response.statusCode).toBe(201);
  expect((await kit.post("/api/card-views", { cardId }, {}, expected)).statusCode).toBe(201);
  const [view, direct] = await kit.viewsOf(cardId);
  expect(view?.visitorHash).toMatch(/^[0-9a-f]{32}$/);
  return view?.visitorHash === direct?.visitorHash;
}

describe("TRUST_PROXY", () => {
  it("true trusts the one proxy in front: the address is the header's last entry, not the client's first", async () => {
    expect(await seenAs(() => oneHop, "1.2.3.4, 5.6.7.8", "127.0.0.1", "5.6.7.8")).toBe(true);
    expect(await seenAs(() => oneHop, "1.2.3.4, 5.6.7.8", "127.0.0.1", "1.2.3.4")).toBe(false);
    // Forged entries before the proxy's own change nothing.
    expect(await seenAs(() => oneHop, "8.8.8.8, 9.9.9.9, 5.6.7.8", "127.0.0.1", "5.6.7.8")).toBe(true);
  });

  it("a hop count trusts that many proxies in a row", async () => {
    expect(await seenAs(() => twoHops, "1.2.3.4, 5.6.7.8", "127.0.0.1", "1.2.3.4")).toBe(true);
    expect(await seenAs(() => twoHops, "8.8.8.8, 1.2.3.4, 5.6.7.8", "127.0.0.1", "1.2.3.4")).toBe(true);
  });

  it("a list trusts those proxies: the address is the first entry from the right that is not one", async () => {
    expect(await seenAs(() => listed, "1.2.3.4, 5.6.7.8", "127.0.0.1", "1.2.3.4")).toBe(true);
    expect(await seenAs(() => listed, "8.8.8.8, 1.2.3.4, 5.6.7.9, 5.6.7.8", "127.0.0.1", "1.2.3.4")).toBe(
      true,
    );
    // A client that reaches the server itself is no listed proxy: its header is ignored.
    expect(await seenAs(() => listed, "1.2.3.4, 5.6.7.8", "10.20.30.40", "10.20.30.40")).toBe(true);
  });

  it("forwarded Host and protocol are followed from a trusted proxy only", async () => {
    const { user } = await listed.createUser();
    const card = await insertCard(listed.db, {
      userId: user.id,
      slug: listed.uniqueName("proxied"),
      name: "Pat",
    });
    const forwarded = {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "cards.example.org",
      "x-forwarded-proto": "https",
    };
    const canonical = async (remoteAddress: string) => {
      const html = (
        await listed.request({ method: "GET", url: `/view/${card.slug}`, headers: forwarded, remoteAddress })
      ).body;
      return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    };
    expect(await canonical("127.0.0.1")).toBe(`https://cards.example.org/view/${card.slug}`);
    expect(await canonical("10.20.30.40")).toBe(`http://10.0.0.5:3000/view/${card.slug}`);
  });
});
