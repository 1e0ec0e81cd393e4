/**
 * Whose address a request has under each TRUST_PROXY form (lib/trust-proxy.ts), seen where it
 * is stored: the anonymised address of a card view (the last octet zeroed). The entries a
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

/** The anonymised address a view sent from `remoteAddress` with this X-Forwarded-For is stored with. */
async function storedAddress(app: () => TestApp, forwardedFor: string, remoteAddress: string) {
  const kit = trackingTestKit(app);
  const cardId = await kit.newCard();
  const response = await kit.post(
    "/api/card-views",
    { cardId },
    { "x-forwarded-for": forwardedFor },
    remoteAddress,
  );
  expect(response.statusCode).toBe(201);
  const [view] = await kit.viewsOf(cardId);
  return view?.viewerIp;
}

describe("TRUST_PROXY", () => {
  it("true trusts the one proxy in front: the address is the header's last entry, not the client's first", async () => {
    expect(await storedAddress(() => oneHop, "1.2.3.4, 5.6.7.8", "127.0.0.1")).toBe("5.6.7.0");
    // Forged entries before the proxy's own change nothing.
    expect(await storedAddress(() => oneHop, "8.8.8.8, 9.9.9.9, 5.6.7.8", "127.0.0.1")).toBe("5.6.7.0");
  });

  it("a hop count trusts that many proxies in a row", async () => {
    expect(await storedAddress(() => twoHops, "1.2.3.4, 5.6.7.8", "127.0.0.1")).toBe("1.2.3.0");
    expect(await storedAddress(() => twoHops, "8.8.8.8, 1.2.3.4, 5.6.7.8", "127.0.0.1")).toBe("1.2.3.0");
  });

  it("a list trusts those proxies: the address is the first entry from the right that is not one", async () => {
    expect(await storedAddress(() => listed, "1.2.3.4, 5.6.7.8", "127.0.0.1")).toBe("1.2.3.0");
    expect(await storedAddress(() => listed, "8.8.8.8, 1.2.3.4, 5.6.7.9, 5.6.7.8", "127.0.0.1")).toBe(
      "1.2.3.0",
    );
    // A client that reaches the server itself is no listed proxy: its header is ignored.
    expect(await storedAddress(() => listed, "1.2.3.4, 5.6.7.8", "10.20.30.40")).toBe("10.20.30.0");
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
