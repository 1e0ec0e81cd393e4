/**
 * The organisation's brand: set by its owners and admins with the organisation, checked part by
 * part; shown on the cards linked to its templates (colours where they stay readable, the font,
 * the QR logo in the page's QR code), at once on cached pages too; shown on its directory; and
 * its pictures are never swept as unused uploads.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORG_MANAGE_DENIAL } from "../../../core/policy";
import { themeLook } from "../../../core/themes";
import { uploads } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { ORG_NOT_IDENTIFIED } from "../uploads/upload-rules";
import { png, uploadTestKit } from "../uploads/upload-test-kit";
import { orgTestKit } from "./org-test-kit";

const t = testAppPerFile();
const { call, organization } = orgTestKit(t);
const { upload, uploaded, storedFiles } = uploadTestKit(() => t);

const BRAND = {
  primaryColor: "#1D4ED8",
  secondaryColor: "#0f766e",
  font: "serif",
  logo: "/uploads/brand-logo.png",
  qrLogo: "/uploads/brand-qr.png",
};

/** An organisation with a template (the minimalist theme), and a card its member made from it. */
async function brandedOrganization() {
  const org = await organization();
  const template = await call(org.admin, "POST", `/api/organizations/${org.orgId}/templates`, {
    name: "Staff",
    fields: { theme: "minimalist", company: "Acme" },
    locked: ["company"],
    hidden: [],
  });
  expect(template.statusCode).toBe(201);
  const card = await call(org.member, "POST", "/api/business-cards", {
    name: "Jane Roe",
    templateId: template.json().id,
  });
  expect(card.statusCode).toBe(201);
  const putBrand = (brand: object, who = org.admin) =>
    call(who, "PUT", `/api/organizations/${org.orgId}`, { name: org.org.name, slug: org.org.slug, brand });
  return { ...org, card: card.json() as { id: number; slug: string }, putBrand };
}

const page = async (slug: string) => (await call(undefined, "GET", `/view/${slug}`)).body;

describe("the organisation's brand", () => {
  it("is set by its managers, normalised, kept when a save leaves it out, and refused part by part", async () => {
    const { admin, member, orgId, org, putBrand } = await brandedOrganization();
    const saved = await putBrand(BRAND);
    expect(saved.statusCode).toBe(200);
    const expected = { ...BRAND, primaryColor: "#1d4ed8" };
    expect(saved.json().brand).toEqual(expected);
    const renamed = await call(admin, "PUT", `/api/organizations/${orgId}`, {
      name: "Acme Group",
      slug: org.slug,
    });
    expect(renamed.json()).toMatchObject({ name: "Acme Group", brand: expected });
    expect((await call(member, "GET", `/api/organizations/${orgId}`)).json().brand).toEqual(expected);

    const refused = await putBrand({ primaryColor: "blue", logo: "javascript:alert(1)", font: "gothic" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({
      "brand.primaryColor": "Primary colour must be a hex colour such as #1d4ed8",
      "brand.logo": "Logo must be an image address",
      "brand.font": "Font must be sans, serif, mono or rounded",
    });
    const byMember = await putBrand({ primaryColor: "#000000" }, member);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ORG_MANAGE_DENIAL);
    expect((await call(admin, "GET", `/api/organizations/${orgId}`)).json().brand).toEqual(expected);
  });

  it("shows on the cards linked to its templates, and reaches a cached page at once", async () => {
    const { member, card, putBrand } = await brandedOrganization();
    // A card on no template, of someone outside the organisation.
    const outsider = await t.signedInUser(1, "solo");
    const own = await call(outsider, "POST", "/api/business-cards", { name: "Sam", theme: "minimalist" });
    expect(own.statusCode).toBe(201);
    const before = await page(card.slug);
    expect(before).toContain(`--cv-accent:${themeLook("minimalist").accent}`);

    expect((await putBrand(BRAND)).statusCode).toBe(200);
    const after = await page(card.slug);
    expect(after).toContain("--cv-accent:#1d4ed8");
    expect(after).toContain("--cv-header:#0f766e");
    expect(after).toContain("Palatino");
    expect(after).toContain('<image href="/uploads/brand-qr.png"');
    expect((await call(member, "GET", `/api/business-cards/${card.id}`)).json().brand).toMatchObject({
      qrLogo: "/uploads/brand-qr.png",
    });

    // The card on no template keeps its theme.
    const ownPage = await page(own.json().slug);
    expect(ownPage).toContain(`--cv-accent:${themeLook("minimalist").accent}`);
    expect(ownPage).not.toContain("<image href=");
    expect(own.json().brand).toBeNull();
  });

  it("leaves a card's own accent where its colour would not be readable", async () => {
    const { card, putBrand } = await brandedOrganization();
    expect((await putBrand({ primaryColor: "#ffff00" })).statusCode).toBe(200);
    const shown = await page(card.slug);
    expect(shown).toContain(`--cv-accent:${themeLook("minimalist").accent}`);
    expect(shown).not.toContain("--cv-accent:#ffff00");
  });

  it("shows on the directory: the logo, the colours and the font", async () => {
    const { org, putBrand } = await brandedOrganization();
    expect((await putBrand(BRAND)).statusCode).toBe(200);
    const directory = await call(undefined, "GET", `/o/${org.slug}`);
    expect(directory.statusCode).toBe(200);
    expect(directory.body).toContain('src="/uploads/brand-logo.png"');
    expect(directory.body).toContain("--dir-accent:#1d4ed8");
    expect(directory.body).toContain("--dir-band:#0f766e");
  });

  it("takes pictures uploaded by its managers, and keeps them from the sweep of unused uploads", async () => {
    const { admin, member, orgId, putBrand } = await brandedOrganization();
    const forOrg = (id: string) => ({ organizationId: id, type: "logo" });
    const brandLogo = await uploaded(admin.session, forOrg(String(orgId)), { bytes: await png(20, 20, 1) });
    const unused = await uploaded(admin.session, forOrg(String(orgId)), { bytes: await png(20, 20, 2) });
    const byMember = await upload(member.session, forOrg(String(orgId)), { bytes: await png(20, 20, 3) });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ORG_MANAGE_DENIAL);
    const unknown = await upload(admin.session, forOrg("2147483648"), { bytes: await png(20, 20, 3) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ORG_NOT_IDENTIFIED);

    expect((await putBrand({ ...BRAND, logo: brandLogo.url })).statusCode).toBe(200);
    // Both past their grace period: only the brand's stays.
    await t.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(uploads.userId, admin.user.id));
    t.app.uploadSweeper.sweepAll();
    await t.app.uploadSweeper.idle();
    const files = await storedFiles();
    expect(files).toContain(brandLogo.name);
    expect(files).not.toContain(unused.name);
  });
});
