/**
 * What the tracking endpoints store: the event with the device,
 * country and visitor hash the server worked out, and no address; nothing for known bots; every one
 * of many simultaneous requests; and the answer only after the row is there.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import {
  GOOGLEBOT,
  IPHONE_SAFARI,
  NO_TRACKING_LIMIT,
  trackingTestKit,
  WINDOWS_CHROME,
} from "./tracking-test-kit";

const t = testAppPerFile(NO_TRACKING_LIMIT);

const { newCard, viewsOf, clicksOf, savesOf, post } = trackingTestKit(() => t);

describe("a view", () => {
  it("is stored with the device, the country and a visitor hash, no address, then answered 201", async () => {
    const cardId = await newCard();
    const before = Date.now();
    const response = await post("/api/card-views", { cardId }, {}, "8.8.8.8");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const rows = await viewsOf(cardId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      cardId,
      viewerIp: null,
      viewerLocation: "United States",
      viewerDevice: "Mobile · iOS · Safari",
    });
    expect(rows[0]!.timestamp.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.timestamp.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("names the country of an IPv6 address and keeps no address", async () => {
    const cardId = await newCard();
    await post("/api/card-views", { cardId }, { "user-agent": WINDOWS_CHROME }, "2a01:4f8:c17:1234::42");
    expect(await viewsOf(cardId)).toMatchObject([
      { viewerIp: null, viewerLocation: "Germany", viewerDevice: "Desktop · Windows · Chrome" },
    ]);
  });

  it("records a loopback visitor as Unknown and a missing user agent as an Unknown device", async () => {
    const cardId = await newCard();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/card-views",
      payload: { cardId },
      // inject() would otherwise send its own agent, which is a known bot's.
      headers: { "user-agent": "" },
      remoteAddress: "127.0.0.1",
    });
    expect(response.statusCode).toBe(201);
    expect(await viewsOf(cardId)).toMatchObject([
      { viewerIp: null, viewerLocation: "Unknown", viewerDevice: "Unknown" },
    ]);
  });
});

describe("a click", () => {
  it("is stored with its link type and id", async () => {
    const cardId = await newCard();
    const sent = [
      { linkType: "website", linkId: "primary" },
      { linkType: "phone", linkId: "primary" },
      { linkType: "email", linkId: "primary" },
      { linkType: "custom", linkId: "button-2" },
      { linkType: "social", linkId: "linkedin" },
    ];
    for (const click of sent) {
      const response = await post("/api/card-clicks", { cardId, ...click }, {}, "81.2.69.160");
      expect(response.statusCode).toBe(201);
    }
    const rows = await clicksOf(cardId);
    expect(rows.map(({ linkType, linkId }) => ({ linkType, linkId }))).toEqual(sent);
    expect(rows[0]).toMatchObject({
      clickerIp: null,
      clickerLocation: "United Kingdom",
      clickerDevice: "Mobile · iOS · Safari",
    });
  });
});

describe("a save", () => {
  it("is stored with the visitor's details", async () => {
    const cardId = await newCard();
    const response = await post("/api/card-saves", { cardId }, {}, "::ffff:8.8.4.4");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await savesOf(cardId)).toMatchObject([
      { cardId, saverIp: null, saverLocation: "United States", saverDevice: "Mobile · iOS · Safari" },
    ]);
  });
});

describe("known bots", () => {
  it.each([
    ["/api/card-views", {}],
    ["/api/card-saves", {}],
    ["/api/card-clicks", { linkType: "social", linkId: "github" }],
  ])("are answered 202 on %s and not counted", async (url, extra) => {
    const cardId = await newCard();
    const response = await post(url, { cardId, ...extra }, { "user-agent": GOOGLEBOT });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, counted: false });
    const [views, clicks, saves] = await Promise.all([viewsOf(cardId), clicksOf(cardId), savesOf(cardId)]);
    expect(views.length + clicks.length + saves.length).toBe(0);
  });

  it("still get a 400 for a malformed body", async () => {
    const response = await post("/api/card-views", { cardId: "x" }, { "user-agent": GOOGLEBOT });
    expect(response.statusCode).toBe(400);
  });
});

describe("many requests at once", () => {
  it("stores every one of 200 simultaneous views and answers each 201", async () => {
    const cardId = await newCard();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post("/api/card-views", { cardId }, {}, `8.8.${i % 4}.${i}`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(new Array(200).fill(201));
    const rows = await viewsOf(cardId);
    expect(rows).toHaveLength(200);
    // 200 addresses, one browser: 200 visitors, and no address kept.
    expect(new Set(rows.map((r) => r.visitorHash)).size).toBe(200);
    expect(rows.every((r) => r.viewerIp === null)).toBe(true);
  });

  it("answers 404 only to the requests for a missing card when they share a batch with good ones", async () => {
    const cardId = await newCard();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post("/api/card-clicks", {
          cardId: i % 3 === 0 ? 987_655 : cardId,
          linkType: "website",
          linkId: "primary",
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses).toEqual(Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 404 : 201)));
    expect(await clicksOf(cardId)).toHaveLength(40);
  });

  it("mixes the three kinds of events without losing any", async () => {
    const cardId = await newCard();
    const requests = Array.from({ length: 90 }, (_, i) => {
      if (i % 3 === 0) return post("/api/card-views", { cardId });
      if (i % 3 === 1) return post("/api/card-saves", { cardId });
      return post("/api/card-clicks", { cardId, linkType: "custom", linkId: `button-${i % 5}` });
    });
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const [views, saves, clicks] = await Promise.all([viewsOf(cardId), savesOf(cardId), clicksOf(cardId)]);
    expect([views.length, saves.length, clicks.length]).toEqual([30, 30, 30]);
  });
});

describe("the user agent", () => {
  it("is described the same way whichever route records it", async () => {
    const cardId = await newCard();
    await post("/api/card-views", { cardId }, { "user-agent": IPHONE_SAFARI });
    await post("/api/card-saves", { cardId }, { "user-agent": WINDOWS_CHROME });
    expect((await viewsOf(cardId))[0]!.viewerDevice).toBe("Mobile · iOS · Safari");
    expect((await savesOf(cardId))[0]!.saverDevice).toBe("Desktop · Windows · Chrome");
  });
});
