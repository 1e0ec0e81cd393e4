/**
 * The public JSON of cards: GET /api/card/{slug} never shows the owner's
 * account, GET /manifest/{slug}.json is a valid web app manifest, GET /api/config/maps
 * reports the maps key, and the page follows it (toggle and CSP only with a key).
 */
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf } = cardTestKit(() => t);
const get = (url: string, app = t) => app.request({ method: "GET", url });

describe("GET /api/card/{slug}", () => {
  it("answers what the page shows and nothing of the owner, the embed codes or the form configuration", async () => {
    const owner = await t.createUser({
      username: t.uniqueName("private"),
      email: "private-owner@secret.test",
      fullName: "Private Fullname",
      phone: "+44 0000 999",
      accessLevel: 3,
    });
    const card = await cardOf(owner, {
      name: "Shown Name",
      email: "card@shown.test",
      theme: "beauty",
      embedCodes: ["<iframe src='https://embed.secret.test'></iframe>"],
      formConfig: { webhook: "https://hooks.secret.test/123" },
      customizations: { customCss: ".name { color: red; }" },
    });
    const response = await get(`/api/card/${card.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: card.id,
      slug: card.slug,
      name: "Shown Name",
      email: "card@shown.test",
      theme: "beauty",
      customizations: { customCss: ".name { color: red; }" },
    });
    for (const hidden of ["user", "userId", "embedCodes", "formConfig"])
      expect(body, hidden).not.toHaveProperty(hidden);
    for (const secret of [
      "embed.secret.test",
      "hooks.secret.test",
      "private-owner@secret.test",
      owner.user.username,
      "Private Fullname",
      "+44 0000 999",
      "scrypt$",
      "password",
    ]) {
      expect(response.body, secret).not.toContain(secret);
    }
  });

  it("leaves out custom CSS that visitors do not see (owner below level 3)", async () => {
    const owner = await t.createUser({ username: t.uniqueName("basic"), accessLevel: 2 });
    const card = await cardOf(owner, { customizations: { customCss: ".name { color: red; }", about: "Hi" } });
    const body = (await get(`/api/card/${card.slug}`)).json();
    expect(body.customizations).toEqual({ about: "Hi" });
  });

  it("follows a change of the owner's level at once (the cached card is dropped)", async () => {
    const admin = await signedIn(5, "leveller");
    const owner = await t.createUser({ username: t.uniqueName("demoted"), accessLevel: 3 });
    const card = await cardOf(owner, { customizations: { customCss: ".demoted-marker { color: red; }" } });
    expect((await get(`/api/card/${card.slug}`)).json().customizations.customCss).toBeDefined();
    expect((await get(`/view/${card.slug}`)).body).toContain("demoted-marker");

    const demote = await t.request({
      method: "PATCH",
      url: `/api/users/${owner.user.id}`,
      body: { accessLevel: 2 },
      session: admin.session,
    });
    expect(demote.statusCode).toBe(200);
    expect((await get(`/api/card/${card.slug}`)).json().customizations.customCss).toBeUndefined();
    expect((await get(`/view/${card.slug}`)).body).not.toContain("demoted-marker");
  });

  it("stops answering a card the moment its owner deletes the account", async () => {
    const owner = await signedIn(1, "leaving");
    const card = await cardOf(owner);
    expect((await get(`/api/card/${card.slug}`)).statusCode).toBe(200);
    expect((await get(`/view/${card.slug}`)).statusCode).toBe(200);
    const deleted = await t.request({
      method: "DELETE",
      url: "/api/user",
      session: owner.session,
      body: { password: owner.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/card/${card.slug}`)).statusCode).toBe(404);
    expect((await get(`/view/${card.slug}`)).statusCode).toBe(404);
  });

  it("answers 404 'Card not found' for an unknown slug", async () => {
    const response = await get("/api/card/no-such-card");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Card not found" });
  });
});

describe("GET /api/card/{slug}, keys the schema does not name", () => {
  it("never carries keys stored inside the card's JSON columns beside the known ones", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, {
      customizations: { about: "Shown", internalNote: "private" } as Record<string, string>,
      pwaSettings: { appName: "Shown App", ownerToken: "private" } as Record<string, string>,
    });
    const body = (await get(`/api/card/${card.slug}`)).json();
    expect(body.customizations).toEqual({ about: "Shown" });
    expect(body.pwaSettings).toEqual({ appName: "Shown App" });
    expect(JSON.stringify(body)).not.toContain("private");
  });
});

describe("GET /manifest/{slug}.json", () => {
  it("builds a valid manifest with the default colours, a short name and generated icons", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Alexandria Longname", title: "Librarian" });
    const response = await get(`/manifest/${card.slug}.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json(; charset=utf-8)?$/);
    const manifest = response.json();
    expect(manifest).toEqual({
      id: `/view/${card.slug}`,
      name: "Alexandria Longname",
      short_name: "Alexandria",
      description: "Alexandria Longname - Librarian",
      start_url: `/view/${card.slug}`,
      scope: `/view/${card.slug}`,
      display: "standalone",
      theme_color: "#000000",
      background_color: "#ffffff",
      // Drawn by the server (public-app-icons.int.test.ts checks them).
      icons: ["192.png", "512.png", "512-maskable.png"].map((file) =>
        expect.objectContaining({ src: expect.stringMatching(`^/icons/${card.slug}/${file}\\?v=`) }),
      ),
    });
  });

  it("takes names, colours and icons from pwaSettings", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, {
      name: "Card Name",
      pwaSettings: {
        appName: "Jane's Card",
        shortName: "Jane",
        description: "Save me",
        themeColor: "#112233",
        backgroundColor: "#fafafa",
        icons: { icon192: "/uploads/i192.png", icon512: "/uploads/i512.png", iconMaskable: "/uploads/m.png" },
      },
    });
    const manifest = (await get(`/manifest/${card.slug}.json`)).json();
    expect(manifest).toMatchObject({
      name: "Jane's Card",
      short_name: "Jane",
      description: "Save me",
      theme_color: "#112233",
      background_color: "#fafafa",
      icons: [
        { src: "/uploads/i192.png", sizes: "192x192" },
        { src: "/uploads/i512.png", sizes: "512x512" },
        { src: "/uploads/m.png", sizes: "512x512", purpose: "maskable" },
      ],
    });
  });

  it("keeps short_name within 12 characters and answers 404 for unknown cards or other names", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Supercalifragilistic Person" });
    expect((await get(`/manifest/${card.slug}.json`)).json().short_name).toBe("Supercalifra");
    expect((await get("/manifest/no-such-card.json")).statusCode).toBe(404);
    expect((await get(`/manifest/${card.slug}`)).statusCode).toBe(404);
  });
});

describe("maps", () => {
  it("GET /api/config/maps answers null without GOOGLE_MAPS_API_KEY", async () => {
    const response = await get("/api/config/maps");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ googleMapsApiKey: null });
  });

  it("with a key: reports it, renders the map toggle and lets the page load Google Maps", async () => {
    const withKey = await createTestApp({ GOOGLE_MAPS_API_KEY: "test-maps-key" }, { sharingDatabaseOf: t });
    try {
      expect((await get("/api/config/maps", withKey)).json()).toEqual({ googleMapsApiKey: "test-maps-key" });
      const owner = await signedIn(1);
      const card = await cardOf(owner, { name: "Mapped", address: "10 Downing Street, London" });
      const response = await get(`/view/${card.slug}`, withKey);
      expect(response.body).toMatch(/<button type="button" class="cv-map-toggle" data-action="toggle-map"/);
      expect(response.body).toContain('data-address="10 Downing Street, London" hidden=""');
      expect(response.body).not.toContain("Open in Maps");
      expect(response.body).not.toContain("test-maps-key");
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/maps\.googleapis\.com/);
      // Only the public page opens up; the rest of the site keeps the strict policy.
      const elsewhere = await get("/api/config/maps", withKey);
      expect(String(elsewhere.headers["content-security-policy"])).not.toContain("googleapis");
    } finally {
      await withKey.close();
    }
  });
});
