/**
 * Wallet passes made through their routes with a certificate authority of the test's own: the
 * Apple pass unzipped, its pass.json read, its manifest's hashes and its PKCS#7 signature checked
 * as Wallet checks them; Google's save link's JWT verified with the service account's public key.
 * On a server without the signing material, both say so.
 */
import { createHash } from "node:crypto";
import { importSPKI, jwtVerify } from "jose";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { cardLook } from "../../../core/org-brand";
import { SHARE_DENIAL } from "../../../core/policy";
import { APPLE_WALLET_NOT_SET_UP, GOOGLE_WALLET_NOT_SET_UP } from "../../../core/wallet";
import { LocalDiskStorage } from "../../lib/storage/local-disk-storage";
import { createTestApp, TEST_APP_URL } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { GOOGLE_SAVE_URL } from "./google-save-link";
import { appleColor, googleColor } from "./pass-colors";
import {
  makeWalletSigningMaterial,
  readZip,
  sha1Hex,
  TEST_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  TEST_SERVICE_ACCOUNT,
  TEST_TEAM_ID,
  verifyPassSignature,
} from "./wallet-test-kit";

const material = makeWalletSigningMaterial();
afterAll(() => material.remove());
const t = testAppPerFile(material.env);
const kit = cardTestKit(() => t);

const applePath = (id: number) => `/api/business-cards/${id}/wallet/apple`;
const googlePath = (id: number) => `/api/business-cards/${id}/wallet/google`;

async function ownerWithCard(fields: Parameters<typeof kit.cardOf>[1] = {}) {
  const owner = await kit.signedIn(1, "wallet");
  const card = await kit.cardOf(owner, {
    name: "Jane Doe",
    title: "Head of Engineering",
    company: "Acme Robotics",
    theme: "creative",
    ...fields,
  });
  return { owner, card };
}

describe("wallet passes, configured", () => {
  it("tells a signed-in user which wallets the server signs for, and no one else", async () => {
    const { owner } = await ownerWithCard();
    const answer = await t.request({ method: "GET", url: "/api/wallet", session: owner.session });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ apple: true, google: true });
    expect((await t.request({ method: "GET", url: "/api/wallet" })).statusCode).toBe(401);
  });

  it("makes a signed generic Apple pass whose manifest and signature Wallet accepts", async () => {
    const { owner, card } = await ownerWithCard();
    const answer = await t.request({ method: "GET", url: applePath(card.id), session: owner.session });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    expect(answer.headers["content-disposition"]).toContain('attachment; filename="Jane Doe.pkpass"');
    expect(answer.headers["cache-control"]).toBe("no-store");

    const files = readZip(answer.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      "icon.png",
      "icon@2x.png",
      "logo.png",
      "logo@2x.png",
      "manifest.json",
      "pass.json",
      "signature",
    ]);
    const pass = JSON.parse(files.get("pass.json")!.toString("utf8"));
    const look = cardLook({ theme: "creative" });
    const address = `${TEST_APP_URL}/view/${card.slug}?src=wallet`;
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: `card-${card.id}-${card.updatedAt.getTime()}`,
      organizationName: "Acme Robotics",
      description: "Business card of Jane Doe",
      backgroundColor: appleColor(look.accent, "#000000"),
      foregroundColor: appleColor(look.accentText, "#000000"),
      labelColor: appleColor(look.accentText, "#000000"),
      barcodes: [{ format: "PKBarcodeFormatQR", message: address, messageEncoding: "iso-8859-1" }],
    });
    expect(pass.backgroundColor).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(pass.generic.primaryFields).toEqual([{ key: "name", label: "Name", value: "Jane Doe" }]);
    expect(pass.generic.secondaryFields).toEqual([
      { key: "title", label: "Title", value: "Head of Engineering" },
    ]);
    expect(pass.generic.auxiliaryFields).toEqual([
      { key: "company", label: "Company", value: "Acme Robotics" },
    ]);

    // Every file but the manifest and the signature is in the manifest, with its SHA-1.
    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8")) as Record<string, string>;
    const hashed = [...files.keys()].filter((name) => name !== "manifest.json" && name !== "signature");
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed) expect(manifest[name], name).toBe(sha1Hex(files.get(name)!));

    const signer = verifyPassSignature(
      files.get("signature")!,
      files.get("manifest.json")!,
      material.rootCertPem,
    );
    expect(signer.replace(/\r/g, "")).toBe(material.signerCertPem.replace(/\r/g, ""));
    // A changed manifest no longer matches the signed digest.
    const tampered = Buffer.from(
      files.get("manifest.json")!.toString("utf8").replace("pass.json", "pass.jsoN"),
    );
    expect(() => verifyPassSignature(files.get("signature")!, tampered, material.rootCertPem)).toThrow(
      /digest/,
    );

    const icon = await sharp(files.get("icon@2x.png")!).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(["png", 58, 58]);
  });

  it("draws the icon and logo from the card's uploaded photo", async () => {
    // A red photo, stored as an upload is (by its content's hash).
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const name = `${createHash("sha256").update(photo).digest("hex")}.png`;
    await (await LocalDiskStorage.open(t.config.uploadsDir)).put(name, photo);
    const { owner, card } = await ownerWithCard({ profilePicture: `/uploads/${name}` });
    const answer = await t.request({ method: "GET", url: applePath(card.id), session: owner.session });
    const files = readZip(answer.rawPayload);
    for (const file of ["icon.png", "logo@2x.png"]) {
      const { data, info } = await sharp(files.get(file)!)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], file).toEqual(file === "icon.png" ? [29, 29] : [100, 100]);
      expect([...data.subarray(0, 3)], file).toEqual([255, 0, 0]);
    }
  });

  it("leaves out the title and company a card does not have", async () => {
    const { owner, card } = await ownerWithCard({ name: "Solo", title: null, company: "  " });
    const answer = await t.request({ method: "GET", url: applePath(card.id), session: owner.session });
    const pass = JSON.parse(readZip(answer.rawPayload).get("pass.json")!.toString("utf8"));
    expect(pass.generic.primaryFields).toEqual([{ key: "name", label: "Name", value: "Solo" }]);
    expect(pass.generic.secondaryFields ?? []).toEqual([]);
    expect(pass.generic.auxiliaryFields ?? []).toEqual([]);
    expect(pass.organizationName).toBe("Solo");
  });

  it("redirects to Google Wallet with an RS256 JWT the service account's public key verifies", async () => {
    const { owner, card } = await ownerWithCard();
    const answer = await t.request({ method: "GET", url: googlePath(card.id), session: owner.session });
    expect(answer.statusCode).toBe(302);
    const location = String(answer.headers.location);
    expect(location.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = location.slice(GOOGLE_SAVE_URL.length);
    const key = await importSPKI(material.googlePublicKeyPem, "RS256");
    const { payload, protectedHeader } = await jwtVerify(jwt, key, {
      issuer: TEST_SERVICE_ACCOUNT,
      audience: "google",
      algorithms: ["RS256"],
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload.typ).toBe("savetowallet");
    expect(payload.origins).toEqual([TEST_APP_URL]);
    const look = cardLook({ theme: "creative" });
    const object = (payload.payload as { genericObjects: Array<Record<string, unknown>> }).genericObjects;
    expect(object).toHaveLength(1);
    expect(object[0]).toMatchObject({
      id: `${TEST_ISSUER_ID}.card-${card.id}`,
      classId: `${TEST_ISSUER_ID}.cardfolio-card`,
      cardTitle: { defaultValue: { language: "en-US", value: "Acme Robotics" } },
      header: { defaultValue: { language: "en-US", value: "Jane Doe" } },
      subheader: { defaultValue: { language: "en-US", value: "Head of Engineering" } },
      textModulesData: [{ id: "company", header: "Company", body: "Acme Robotics" }],
      barcode: { type: "QR_CODE", value: `${TEST_APP_URL}/view/${card.slug}?src=wallet` },
      hexBackgroundColor: googleColor(look.accent, "#000000"),
    });
    // This server's address is http: Google fetches only https pictures, so no logo is named.
    expect(object[0]).not.toHaveProperty("logo");
  });

  it("names a logo at an https address for Google to fetch", async () => {
    const { owner, card } = await ownerWithCard({ logoUrl: "https://images.example.com/acme.png" });
    const answer = await t.request({ method: "GET", url: googlePath(card.id), session: owner.session });
    const jwt = String(answer.headers.location).slice(GOOGLE_SAVE_URL.length);
    const { payload } = await jwtVerify(jwt, await importSPKI(material.googlePublicKeyPem, "RS256"));
    const [object] = (payload.payload as { genericObjects: Array<Record<string, unknown>> }).genericObjects;
    expect(object).toMatchObject({ logo: { sourceUri: { uri: "https://images.example.com/acme.png" } } });
  });

  it("makes passes only for whoever may share the card", async () => {
    const { card } = await ownerWithCard();
    const stranger = await kit.signedIn(3, "walletx");
    for (const path of [applePath(card.id), googlePath(card.id)]) {
      const denied = await t.request({ method: "GET", url: path, session: stranger.session });
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json()).toEqual({ message: SHARE_DENIAL });
    }
    const systemAdmin = await kit.signedIn(4, "walletadm");
    expect(
      (await t.request({ method: "GET", url: applePath(card.id), session: systemAdmin.session })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: "GET", url: googlePath(card.id), session: systemAdmin.session })).statusCode,
    ).toBe(302);
    const missing = await t.request({
      method: "GET",
      url: applePath(2_000_000_000),
      session: systemAdmin.session,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Card not found" });
  });
});

describe("wallet passes, not configured", () => {
  it("answers 404 with what is missing, and shows no wallet", async () => {
    const bare = await createTestApp({}, { sharingDatabaseOf: t });
    try {
      const owner = await bare.signedInUser(1, "nowallet");
      const card = await kit.cardOf(owner);
      const apple = await bare.request({ method: "GET", url: applePath(card.id), session: owner.session });
      expect([apple.statusCode, apple.json()]).toEqual([404, { message: APPLE_WALLET_NOT_SET_UP }]);
      const google = await bare.request({ method: "GET", url: googlePath(card.id), session: owner.session });
      expect([google.statusCode, google.json()]).toEqual([404, { message: GOOGLE_WALLET_NOT_SET_UP }]);
      const wallets = await bare.request({ method: "GET", url: "/api/wallet", session: owner.session });
      expect(wallets.json()).toEqual({ apple: false, google: false });
    } finally {
      await bare.close();
    }
  });
});
