/**
 * NFC tags on the Share anywhere screen: the owner adds a tag, a visitor's tap on its address in a
 * browser of their own lands on the card and shows as one tap; the tag is renamed, moved to another
 * card and deleted; a tag whose card was deleted is pointed at another card; 'Write to a tag'
 * writes and locks with Web NFC (a fake NDEFReader stands in for the phone: written, cancelled,
 * permission denied) and, without Web NFC, explains the phone apps. The section passes the
 * accessibility check in both themes on the desktop and the phone.
 */
import type { Browser } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { signInAsNewPerson } from "./support/own-person";
import { ADMIN } from "./support/users";

/** Headless Chromium names itself "HeadlessChrome", a bot whose taps are led on but not counted. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/** A new level-4 user of this test's own (made by the administrator), signed in on `page`. */
async function signedInOwner(page: Page): Promise<void> {
  await signInAsNewPerson(page, { prefix: "nfc", fullName: "Nia Tagger", accessLevel: 4 });
}

async function openTags(page: Page, card: BusinessCard) {
  await page.goto(`/share/${card.id}`);
  const section = page.getByRole("region", { name: "NFC tags" });
  await expect(section).toBeVisible();
  return section;
}

async function addTag(page: Page, card: BusinessCard, label: string) {
  const section = await openTags(page, card);
  await section.getByLabel("New tag's label").fill(label);
  await section.getByRole("button", { name: "Add a tag" }).click();
  const row = section.getByRole("listitem", { name: label });
  await expect(row).toBeVisible();
  return { section, row };
}

/** The tag's address as the screen shows it, made whole again. */
async function tagAddress(row: ReturnType<Page["locator"]>): Promise<string> {
  const short = (await row.getByText(/\/t\/[a-z0-9]{8}$/).textContent())!.trim();
  return `http://${short}`;
}

async function visitorTaps(browser: Browser, address: string, isMobile: boolean) {
  const context = await browser.newContext({ baseURL: BASE_URL, userAgent: VISITOR_AGENT, isMobile });
  try {
    const visitor = await context.newPage();
    await visitor.goto(address);
    return {
      url: visitor.url(),
      heading: await visitor.getByRole("heading", { level: 1 }).first().textContent(),
    };
  } finally {
    await context.close();
  }
}

test("a tag is added, a tap on it lands on the card and is counted @phone", async ({
  page,
  browser,
  isMobile,
}) => {
  await signedInOwner(page);
  const card = await createCard(page, { name: "Nia Tagger", title: "Host" });
  const { section, row } = await addTag(page, card, "Reception badge");
  await expect(row).toContainText("No taps yet");
  await expectNoSeriousA11yViolationsInBothThemes(page, "NFC tags");

  const address = await tagAddress(row);
  expect(address).toMatch(new RegExp(`^${BASE_URL}/t/[23456789abcdefghjkmnpqrstuvwxyz]{8}$`));
  const landed = await visitorTaps(browser, address, Boolean(isMobile));
  expect(new URL(landed.url).pathname).toBe(`/view/${card.slug}`);
  expect(landed.heading).toContain("Nia Tagger");

  await page.reload();
  await expect(section.getByRole("listitem", { name: "Reception badge" })).toContainText("1 tap, last");
});

test("a tag is renamed, moved to another card, and deleted", async ({ page, browser }) => {
  await signedInOwner(page);
  const first = await createCard(page, { name: "First Holder" });
  const second = await createCard(page, { name: "Second Holder" });
  const { section, row } = await addTag(page, first, "Visitor badge");
  const address = await tagAddress(row);

  await row.getByRole("button", { name: "Rename Visitor badge" }).click();
  const rename = page.getByRole("dialog", { name: "Rename the tag" });
  await rename.getByLabel("Label").fill("Front desk badge");
  await rename.getByRole("button", { name: "Save" }).click();
  const renamed = section.getByRole("listitem", { name: "Front desk badge" });
  await expect(renamed).toBeVisible();

  await renamed.getByRole("button", { name: "Move to another card (Front desk badge)" }).click();
  const move = page.getByRole("dialog", { name: "Move to another card" });
  await move.getByLabel("Card").selectOption({ label: `Second Holder (/${second.slug})` });
  await move.getByRole("button", { name: "Move tag" }).click();
  await expect(section.getByText("This card has no NFC tags yet.")).toBeVisible();
  const landed = await visitorTaps(browser, address, false);
  expect(new URL(landed.url).pathname).toBe(`/view/${second.slug}`);

  const moved = (await openTags(page, second)).getByRole("listitem", { name: "Front desk badge" });
  await moved.getByRole("button", { name: "Delete Front desk badge" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this tag?" });
  await confirm.getByRole("button", { name: "Delete tag" }).click();
  await expect(
    page.getByRole("region", { name: "NFC tags" }).getByText("This card has no NFC tags yet."),
  ).toBeVisible();
  const gone = await page.request.get(address, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain("This tag is not linked to a card");
});

/** A stand-in for Chrome's Web NFC: `window.__nfc.mode` decides how the next write or lock ends. */
function fakeWebNfc() {
  const state = { mode: "done", writes: [] as unknown[], locks: 0 };
  Object.assign(window, { __nfc: state });
  const attempt = (signal: AbortSignal | undefined, done: () => void) =>
    new Promise<void>((resolve, reject) => {
      if (state.mode === "denied")
        return reject(new DOMException("NFC permission request denied.", "NotAllowedError"));
      if (state.mode === "wait") {
        signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
        return;
      }
      done();
      resolve();
    });
  class NDEFReader {
    write(message: unknown, options?: { signal?: AbortSignal }) {
      return attempt(options?.signal, () => state.writes.push(message));
    }
    makeReadOnly(options?: { signal?: AbortSignal }) {
      return attempt(options?.signal, () => {
        state.locks++;
      });
    }
  }
  Object.assign(window, { NDEFReader });
}

const setNfcMode = (page: Page, mode: "done" | "wait" | "denied") =>
  page.evaluate((next) => {
    (window as unknown as { __nfc: { mode: string } }).__nfc.mode = next;
  }, mode);

test("'Write to a tag' writes with Web NFC: denied, cancelled, written, then locked after a confirmation @phone", async ({
  page,
}) => {
  await page.addInitScript(fakeWebNfc);
  await signedInOwner(page);
  const card = await createCard(page, { name: "Nia Writer" });
  const { row } = await addTag(page, card, "Lanyard");
  const address = await tagAddress(row);
  await row.getByRole("button", { name: "Write to a tag" }).click();
  const dialog = page.getByRole("dialog", { name: "Write to a tag" });
  // The writing steps' status line (the copy button below has its own).
  const status = dialog.getByRole("status").first();

  await setNfcMode(page, "denied");
  await dialog.getByRole("button", { name: "Write to the tag" }).click();
  await expect(status).toHaveText(/^Writing to NFC tags was not allowed\./);

  await setNfcMode(page, "wait");
  await dialog.getByRole("button", { name: "Write to the tag" }).click();
  await expect(status).toHaveText(/^Hold your phone to the tag/);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(status).toHaveText("Writing was cancelled. Nothing was written.");

  await setNfcMode(page, "done");
  await dialog.getByRole("button", { name: "Write to the tag" }).click();
  await expect(status).toHaveText("Written. A tap on this tag now opens the card.");
  const writes = await page.evaluate(
    () => (window as unknown as { __nfc: { writes: unknown[] } }).__nfc.writes,
  );
  expect(writes).toEqual([{ records: [{ recordType: "url", data: address }] }]);
  await expectNoSeriousA11yViolations(page, "written");

  // The lock asks first, and a 'Cancel' there locks nothing.
  await dialog.getByRole("button", { name: "Lock the tag…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Lock this tag for good?" });
  await expect(confirm).toContainText("This cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect(await page.evaluate(() => (window as unknown as { __nfc: { locks: number } }).__nfc.locks)).toBe(0);
  await dialog.getByRole("button", { name: "Lock the tag…" }).click();
  await confirm.getByRole("button", { name: "Lock the tag" }).click();
  await expect(status).toHaveText("The tag is locked. Its address can no longer be rewritten.");
  expect(await page.evaluate(() => (window as unknown as { __nfc: { locks: number } }).__nfc.locks)).toBe(1);
});

test("without Web NFC, 'Write to a tag' explains the phone apps and offers the address to copy @phone", async ({
  page,
}) => {
  await signedInOwner(page);
  const card = await createCard(page, { name: "Nia Reader" });
  const { row } = await addTag(page, card, "Sticker");
  const address = await tagAddress(row);
  await row.getByRole("button", { name: "Write to a tag" }).click();
  const dialog = page.getByRole("dialog", { name: "Write to a tag" });
  await expect(dialog).toContainText("This browser cannot write NFC tags.");
  await expect(dialog).toContainText("NXP TagWriter or NFC Tools");
  await expect(dialog.getByRole("button", { name: "Write to the tag" })).toHaveCount(0);
  await expect(dialog.getByLabel("Tag address")).toHaveValue(address);
  await expect(dialog.getByRole("button", { name: "Copy address" })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "write with an app");
});

test("a tag whose card was deleted is pointed at another card from the list of unlinked tags", async ({
  page,
  playwright,
}) => {
  await signedInOwner(page);
  const gone = await createCard(page, { name: "Old Holder" });
  const next = await createCard(page, { name: "New Holder" });
  const made = await page.request.post(`/api/business-cards/${gone.id}/tags`, {
    data: { label: "Shared badge" },
  });
  expect(made.status()).toBe(201);
  // Only an administrator (level 5) deletes cards.
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const signedIn = await admin.post("/api/login", {
      data: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(signedIn.status()).toBe(200);
    expect((await admin.delete(`/api/business-cards/${gone.id}`)).status()).toBe(200);
  } finally {
    await admin.dispose();
  }

  const section = await openTags(page, next);
  const unlinked = section.getByRole("region", { name: "Tags not linked to a card" });
  await expect(unlinked.getByRole("listitem", { name: "Shared badge" })).toBeVisible();
  await unlinked.getByRole("button", { name: "Point at this card (Shared badge)" }).click();
  await expect(
    section
      .getByRole("list", { name: "This card's NFC tags" })
      .getByRole("listitem", { name: "Shared badge" }),
  ).toBeVisible();
  await expect(unlinked).toHaveCount(0);
});
