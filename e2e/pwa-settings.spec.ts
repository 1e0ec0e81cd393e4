/**
 * The full editor's PWA Settings tab, what a card installed as an app is called and looks like: names,
 * colours and icons of the installed card, saved by themselves 1 s after the last edit or at
 * once with Save, through the editor's card save; the manifest (/manifest/{slug}.json) shows
 * each saved change at once. The 1 s is counted on the page's fake clock, so nothing here waits
 * on a sleep: with the clock standing still no autosave can fire, and moving it proves when one
 * does. Every test makes its own card.
 */
import type { Request, Response } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { editorField, openCardEditor, saveStatus } from "./support/card-editor";
import { type BusinessCard, type CardSeed, createCard, readCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { flatPng } from "./support/images";
import { signIn } from "./support/sign-in";
import { expectToast, toast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 4: unlimited cards, so every test (in both projects) creates its own. */
const OWNER = USERS.cardEditor;

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
}

async function readManifest(page: Page, slug: string): Promise<Manifest> {
  const response = await page.request.get(`/manifest/${slug}.json`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Manifest;
}

/** A card save: the editor's save path writes the card with PUT (PATCH would do as well). */
function isCardSave(request: Request, id: number): boolean {
  return (
    new URL(request.url()).pathname === `/api/business-cards/${id}` &&
    ["PUT", "PATCH"].includes(request.method())
  );
}

function cardSave(page: Page, id: number): Promise<Response> {
  return page.waitForResponse((response) => isCardSave(response.request(), id));
}

/** Every card save the page sends from now on, to show that none went (or exactly one did). */
function recordSaves(page: Page, id: number): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (isCardSave(request, id)) sent.push(request);
  });
  return sent;
}

const sentSettings = (request: Request) =>
  (request.postDataJSON() as { pwaSettings?: Record<string, unknown> }).pwaSettings;

/**
 * Signs in, makes a card and opens its editor on the PWA Settings tab. With `clock`, the page's
 * clock is installed before the editor loads and then stopped: time moves only when the test
 * moves it.
 */
async function openPwaTab(page: Page, seed: CardSeed, { clock = false } = {}): Promise<BusinessCard> {
  await signIn(page, OWNER);
  const card = await createCard(page, seed);
  await openCardEditor(page, card.id, { clock });
  const tab = page.getByRole("tab", { name: "PWA Settings" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(editorField(page, "App name")).toBeVisible();
  return card;
}

test.describe("on every device", { tag: "@phone" }, () => {
  test("an app name and short name are saved by themselves 1 s after the last edit, and the manifest has them at once", async ({
    page,
  }) => {
    const card = await openPwaTab(page, { name: "Pia Wang" }, { clock: true });
    const sent = recordSaves(page, card.id);

    await test.step("the short name's counter follows the typing, up to 12", async () => {
      const tabpanel = page.getByRole("tabpanel");
      await expect(tabpanel.getByText("0/12 characters")).toBeVisible();
      await editorField(page, "Short name").fill("Pia");
      await expect(tabpanel.getByText("3/12 characters")).toBeVisible();
      await editorField(page, "App name").fill("Pia's Card");
      // The live preview: the label under the home-screen icon, the name on the splash screen.
      await expect(page.getByTestId("pwa-home-icon")).toHaveText("Pia");
      await expect(page.getByTestId("pwa-splash")).toContainText("Pia's Card");
    });

    await test.step("nothing is sent before a second has passed since the last edit", async () => {
      await page.clock.runFor(999);
      expect(sent).toHaveLength(0);
    });

    await test.step("then one save carries both, without pressing Save", async () => {
      const saved = cardSave(page, card.id);
      await page.clock.runFor(1);
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(sent).toHaveLength(1);
      expect(sentSettings(response.request())).toMatchObject({ appName: "Pia's Card", shortName: "Pia" });
      const manifest = await readManifest(page, card.slug);
      expect(manifest.name).toBe("Pia's Card");
      expect(manifest.short_name).toBe("Pia");
    });

    // The editor's one status line, in its header, says so as for every other change.
    await expect(saveStatus(page)).toHaveText("Saved");
    // A toast answers the Save button; a save nobody asked for only says so in the header.
    await expect(toast(page, "Settings saved")).toHaveCount(0);
    await page.clock.resume();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);

    await test.step("the short name takes 12 characters at most", async () => {
      await editorField(page, "Short name").fill("Pia Wang Cards Ltd");
      await expect(editorField(page, "Short name")).toHaveValue("Pia Wang Car");
      await expect(page.getByRole("tabpanel").getByText("12/12 characters")).toBeVisible();
    });
  });

  test("the tab on a 375 px phone and a desktop, by keyboard, in light and dark", async ({ page }) => {
    await openPwaTab(page, { name: "Axel Access" });
    // No sideways scrolling at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await editorField(page, "App name").focus();
    await page.keyboard.press("Tab");
    await expect(editorField(page, "Short name")).toBeFocused();
    await page.keyboard.type("Axel");
    await expect(editorField(page, "Short name")).toHaveValue("Axel");
    // The colours show their defaults, black on white, until one is chosen.
    await expect(editorField(page, "Theme colour")).toHaveValue("#000000");
    await expect(editorField(page, "Theme colour picker")).toHaveValue("#000000");
    await expect(editorField(page, "Background colour")).toHaveValue("#ffffff");
    await expect(
      page.getByRole("tabpanel").getByText(/generated from your card's picture or initials/),
    ).toHaveCount(3);
    await expectNoSeriousA11yViolationsInBothThemes(page, "PWA Settings tab");
  });
});

test("Save saves at once with 'Settings saved'; a bad hex is refused on its field and never sent; colours reach the manifest", async ({
  page,
}) => {
  const card = await openPwaTab(page, { name: "Cole Colour" }, { clock: true });
  const sent = recordSaves(page, card.id);

  await test.step("a colour that is not a hex colour shows the schema's message and is not sent", async () => {
    await editorField(page, "Theme colour").fill("#12");
    await page.clock.runFor(1000);
    await expect(editorField(page, "Theme colour")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("tabpanel").getByText("Theme colour must be a hex colour")).toBeVisible();
    // The picker keeps the last good colour.
    await expect(editorField(page, "Theme colour picker")).toHaveValue("#000000");
    expect(sent).toHaveLength(0);
  });

  await test.step("Save sends at once, with the clock standing still", async () => {
    await editorField(page, "Theme colour").fill("#1a2b3c");
    await expect(page.getByText("Theme colour must be a hex colour")).toHaveCount(0);
    await expect(editorField(page, "Theme colour picker")).toHaveValue("#1a2b3c");
    const saved = cardSave(page, card.id);
    await page.getByRole("tabpanel").getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expectToast(page, "Settings saved");
    expect(sent).toHaveLength(1);
    expect((await readManifest(page, card.slug)).theme_color).toBe("#1a2b3c");
  });
  await page.clock.resume();

  await test.step("the native picker sets the background colour and its hex text; the splash screen shows it", async () => {
    const saved = cardSave(page, card.id);
    await editorField(page, "Background colour picker").fill("#336699");
    await expect(editorField(page, "Background colour")).toHaveValue("#336699");
    await expect(page.getByTestId("pwa-splash")).toHaveCSS("background-color", "rgb(51, 102, 153)");
    expect((await saved).status()).toBe(200);
    const manifest = await readManifest(page, card.slug);
    expect(manifest.background_color).toBe("#336699");
    expect(manifest.theme_color).toBe("#1a2b3c");
  });
});

test("an edit left pending when another tab opens is kept: 'Save Changes' sends it, or the autosave still does", async ({
  page,
}) => {
  const card = await openPwaTab(page, { name: "Tab Hopper" }, { clock: true });
  const sent = recordSaves(page, card.id);

  await test.step("'Save Changes' on another tab carries the pending edit, and the autosave has nothing left", async () => {
    await editorField(page, "Description").fill("My card, installed");
    await page.getByRole("tab", { name: "Buttons" }).click();
    const saved = cardSave(page, card.id);
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(sentSettings(response.request())).toMatchObject({ description: "My card, installed" });
    await expectToast(page, "Changes saved");
    await page.clock.runFor(1000);
    expect(sent).toHaveLength(1);
  });

  await test.step("an edit left for another tab is saved by itself a second later", async () => {
    await page.getByRole("tab", { name: "PWA Settings" }).click();
    await expect(editorField(page, "Description")).toHaveValue("My card, installed");
    await editorField(page, "Short name").fill("Hopper");
    await page.getByRole("tab", { name: "Social" }).click();
    const saved = cardSave(page, card.id);
    await page.clock.runFor(1000);
    expect((await saved).status()).toBe(200);
    expect(sent).toHaveLength(2);
    const manifest = await readManifest(page, card.slug);
    expect(manifest.description).toBe("My card, installed");
    expect(manifest.short_name).toBe("Hopper");
  });
});

test("a refused save says 'Save failed' and keeps the edit to try again", async ({ page }) => {
  const card = await openPwaTab(page, { name: "Fay Failing" });
  await page.route(`**/api/business-cards/${card.id}`, (route) =>
    ["PUT", "PATCH"].includes(route.request().method()) ? route.abort() : route.fallback(),
  );
  await editorField(page, "App name").fill("Never saved");
  await expectToast(page, "Save failed", "Failed to save PWA settings");
  await expect(editorField(page, "App name")).toHaveValue("Never saved");
  await page.unroute(`**/api/business-cards/${card.id}`);
  await page.getByRole("tabpanel").getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Settings saved");
  expect((await readCard(page, card.id)).pwaSettings.appName).toBe("Never saved");
});

test("icons: a PNG is uploaded with its progress and named by the manifest, removed again; other files are refused", async ({
  page,
}) => {
  const card = await openPwaTab(page, { name: "Ike Icon" });
  const iconUploads: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/pwa-icon") iconUploads.push(request);
  });
  const panel = page.getByRole("region", { name: "192×192 icon", exact: true });

  await test.step("a file that is not an image is refused before it is sent", async () => {
    await panel.getByLabel("Upload 192×192 icon").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expectToast(page, "Invalid file type");
  });

  await test.step("so is an image of 5MB or more", async () => {
    await panel.getByLabel("Upload 192×192 icon").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expectToast(page, "File too large", "Please upload an image smaller than 5MB");
    expect(iconUploads).toHaveLength(0);
  });

  let uploaded = "";
  await test.step("a PNG goes to /api/pwa-icon, the settings are saved, the manifest names it", async () => {
    // The answer is held until the progress bar has been seen: a small file is sent too fast otherwise.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/pwa-icon", async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/pwa-icon");
    const saved = cardSave(page, card.id);
    await panel
      .getByLabel("Upload 192×192 icon")
      .setInputFiles((await flatPng("pwa-icon-192", 192, 192, "#7c3aed")).path);
    await expect(panel.getByRole("progressbar", { name: "Uploading 192×192 icon" })).toBeVisible();
    release();
    const response = await answer;
    expect(response.status()).toBe(200);
    uploaded = ((await response.json()) as { url: string }).url;
    const form = response.request().postDataBuffer()?.toString("latin1") ?? "";
    expect(form).toMatch(/name="iconType"\r\n\r\nicon192\r\n/);
    expect(form).toMatch(new RegExp(`name="cardId"\\r\\n\\r\\n${card.id}\\r\\n`));
    await expect(panel.getByRole("progressbar")).toHaveCount(0);
    expect((await saved).status()).toBe(200);
    await expectToast(page, "Icon uploaded");
    await expect(panel.getByRole("img", { name: "Uploaded 192×192 icon" })).toHaveAttribute("src", uploaded);
    await expect(page.getByTestId("pwa-home-icon").locator("img")).toHaveAttribute("src", uploaded);
    const manifest = await readManifest(page, card.slug);
    expect(manifest.icons[0]).toEqual({ src: uploaded, sizes: "192x192", type: "image/png" });
    // The other two are still drawn by the server.
    expect(manifest.icons[1]?.src).toMatch(new RegExp(`^/icons/${card.slug}/512\\.png`));
  });

  await test.step("Remove, confirmed, goes back to the generated icon", async () => {
    await panel.getByRole("button", { name: "Remove 192×192 icon" }).click();
    const saved = cardSave(page, card.id);
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    expect((await saved).status()).toBe(200);
    await expect(panel.getByRole("img", { name: "Generated 192×192 icon" })).toBeVisible();
    expect((await readManifest(page, card.slug)).icons[0]?.src).toMatch(
      new RegExp(`^/icons/${card.slug}/192\\.png`),
    );
  });
});
