/**
 * Removing or replacing an image leaves no orphan files behind once no card uses them, and
 * never removes a file a card still uses. Cards change through the real API; the
 * sweeper's idle() says when it has caught up.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessCards, uploads } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { type Account, cardTestKit } from "../cards/card-test-kit";
import { png, uploadTestKit } from "./upload-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf } = cardTestKit(() => t);
const { uploaded, fetchFile, storedFiles, uploadRows } = uploadTestKit(() => t);

let seed = 100;
/** A new picture (new bytes, so a new name) uploaded for the card. */
async function newUpload(account: Account, cardId: number, type = "gallery", url?: string) {
  return uploaded(
    account.session,
    { cardId: String(cardId), type },
    { bytes: await png(16, 16, seed++) },
    url,
  );
}

async function save(account: Account, cardId: number, body: Record<string, unknown>) {
  const response = await t.request({
    method: "PUT",
    url: `/api/business-cards/${cardId}`,
    session: account.session,
    body,
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.uploadSweeper.idle();
}

async function sweepAll() {
  t.app.uploadSweeper.sweepAll();
  await t.app.uploadSweeper.idle();
}

/** Whether the upload is still there: its rows, its file, and what GET answers agree. */
async function isKept(name: string): Promise<boolean> {
  const row = (await uploadRows()).some((r) => r.name === name);
  const file = (await storedFiles()).includes(name);
  const served = (await fetchFile(`/uploads/${name}`)).statusCode === 200;
  expect({ row, served }, name).toEqual({ row: file, served: file });
  return file;
}

/** Makes an upload look as if it was made two hours ago. */
async function age(name: string) {
  await t.db
    .update(uploads)
    .set({ createdAt: sql`now() - interval '2 hours'` })
    .where(eq(uploads.name, name));
}

describe("images a card stops using", () => {
  it("go when replaced: profile picture, cover photo, logo and app icons", async () => {
    const owner = await signedIn(2);
    const card = await cardOf(owner);
    const picture = await newUpload(owner, card.id, "profilePicture");
    const cover = await newUpload(owner, card.id, "coverPhoto");
    const logo = await newUpload(owner, card.id, "logo");
    const icon = await newUpload(owner, card.id, "", "/api/pwa-icon");
    // The card accepts the root-relative addresses the uploads answer with (logo by either name).
    await save(owner, card.id, {
      profilePicture: picture.url,
      coverPhoto: cover.url,
      logo: logo.url,
      pwaSettings: { icons: { icon192: icon.url } },
    });
    const row = await t.db.select().from(businessCards).where(eq(businessCards.id, card.id));
    expect(row[0]).toMatchObject({ profilePicture: picture.url, coverPhoto: cover.url, logoUrl: logo.url });

    const newPicture = await newUpload(owner, card.id, "profilePicture");
    const newIcon = await newUpload(owner, card.id, "", "/api/pwa-icon");
    await save(owner, card.id, {
      profilePicture: newPicture.url,
      pwaSettings: { icons: { icon192: newIcon.url } },
    });
    expect(await isKept(picture.name)).toBe(false);
    expect(await isKept(icon.name)).toBe(false);
    for (const kept of [newPicture, newIcon, cover, logo]) expect(await isKept(kept.name)).toBe(true);

    await save(owner, card.id, { coverPhoto: "", logoUrl: null });
    expect(await isKept(cover.name)).toBe(false);
    expect(await isKept(logo.name)).toBe(false);
  });

  it("go when removed from the gallery, whichever form the item has", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const [a, b, c] = [
      await newUpload(owner, card.id),
      await newUpload(owner, card.id),
      await newUpload(owner, card.id),
    ];
    await save(owner, card.id, { gallery: [a.url, { url: b.url, caption: "b" }, c.url] });
    await save(owner, card.id, { gallery: [c.url] });
    expect(await isKept(a.name)).toBe(false);
    expect(await isKept(b.name)).toBe(false);
    expect(await isKept(c.name)).toBe(true);
  });

  it("go with a deleted card, while an upload not yet saved keeps its grace period", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const used = await newUpload(owner, card.id, "profilePicture");
    await save(owner, card.id, { profilePicture: used.url });
    const unsaved = await newUpload(owner, card.id);
    const admin = await signedIn(5, "admin");
    const deleted = await t.request({
      method: "DELETE",
      url: `/api/business-cards/${card.id}`,
      session: admin.session,
    });
    expect(deleted.statusCode).toBe(200);
    await t.app.uploadSweeper.idle();
    expect(await isKept(used.name)).toBe(false);
    expect(await isKept(unsaved.name)).toBe(true);
    await age(unsaved.name);
    await sweepAll();
    expect(await isKept(unsaved.name)).toBe(false);
  });

  it("go with the account that uploaded them", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const used = await newUpload(owner, card.id, "profilePicture");
    await save(owner, card.id, { profilePicture: used.url });
    const response = await t.request({
      method: "DELETE",
      url: "/api/user",
      session: owner.session,
      body: { password: owner.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.uploadSweeper.idle();
    expect(await isKept(used.name)).toBe(false);
  });
});

describe("images still in use, or about to be", () => {
  it("an upload not yet saved into the card survives card changes for an hour", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const pending = await newUpload(owner, card.id, "coverPhoto");
    await save(owner, card.id, { name: "Still editing" });
    await sweepAll();
    expect(await isKept(pending.name)).toBe(true);
    await age(pending.name);
    await sweepAll();
    expect(await isKept(pending.name)).toBe(false);
  });

  it("a file another card uses stays until the last card lets go", async () => {
    const owner = await signedIn(3);
    const [first, second] = [await cardOf(owner), await cardOf(owner)];
    const shared = await newUpload(owner, first.id, "logo");
    await save(owner, first.id, { logoUrl: shared.url });
    await save(owner, second.id, { gallery: [shared.url] });
    await save(owner, first.id, { logoUrl: null });
    expect(await isKept(shared.name)).toBe(true);
    await save(owner, second.id, { gallery: [] });
    expect(await isKept(shared.name)).toBe(false);
  });

  it("a card changed around the application (a script, SQL) still protects its files", async () => {
    const owner = await signedIn(3);
    const [first, second] = [await cardOf(owner), await cardOf(owner)];
    const image = await newUpload(owner, first.id, "profilePicture");
    await save(owner, first.id, { profilePicture: image.url });
    // No change announced: the references table does not know about this use.
    await t.db.update(businessCards).set({ coverPhoto: image.url }).where(eq(businessCards.id, second.id));
    await save(owner, first.id, { profilePicture: null });
    expect(await isKept(image.name)).toBe(true);
    await sweepAll();
    expect(await isKept(image.name)).toBe(true);
  });

  it("the same bytes uploaded by another user stay theirs until their own grace period ends", async () => {
    const [one, two] = [await signedIn(1, "one"), await signedIn(1, "two")];
    const [cardOne, cardTwo] = [await cardOf(one), await cardOf(two)];
    const bytes = await png(20, 20, seed++);
    const mine = await uploaded(one.session, { cardId: String(cardOne.id) }, { bytes });
    const theirs = await uploaded(two.session, { cardId: String(cardTwo.id) }, { bytes });
    expect(theirs.name).toBe(mine.name);
    await save(one, cardOne.id, { profilePicture: mine.url });
    await save(one, cardOne.id, { profilePicture: null });
    expect((await uploadRows()).filter((r) => r.name === mine.name).map((r) => r.userId)).toEqual([
      two.user.id,
    ]);
    expect(await isKept(mine.name)).toBe(true);
    await age(theirs.name);
    await sweepAll();
    expect(await isKept(mine.name)).toBe(false);
  });
});

describe("the full sweep", () => {
  it("removes stored uploads nothing names, and leaves alone files the uploads did not make", async () => {
    const orphanBytes = Buffer.from("left behind by a crash");
    const orphan = `${createHash("sha256").update(orphanBytes).digest("hex")}.png`;
    const usedBytes = Buffer.from("used by a card, its row long gone");
    const used = `${createHash("sha256").update(usedBytes).digest("hex")}.jpg`;
    const dir = t.config.uploadsDir;
    await writeFile(join(dir, orphan), orphanBytes);
    await writeFile(join(dir, used), usedBytes);
    await writeFile(join(dir, "legacy-photo.png"), "put here by an administrator");
    const owner = await signedIn(1);
    await cardOf(owner, { gallery: [`/uploads/${used}`] });

    await sweepAll();
    const files = await storedFiles();
    expect(files).not.toContain(orphan);
    expect(files).toContain(used);
    expect(files).toContain("legacy-photo.png");
  });
});
