/**
 * Phone photos (decision 026): an ordinary 8 MB camera photo is taken in the Gallery tab and as
 * the profile picture, scaled down in the browser (upright, from its EXIF orientation) before it
 * is sent, with 'Preparing the image…' and the upload's progress bar shown on the way; a file
 * over 20 MB is stopped before it is sent with the specification's sentence. At 1280 and
 * 375 px (@phone), with axe in light and dark themes.
 */
import sharp from "sharp";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard, readCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { cameraPhoto, oversizedJpeg } from "./support/images";
import { signIn } from "./support/sign-in";
import { expectToast, toast } from "./support/toasts";
import { USERS } from "./support/users";

const USER = USERS.uploader;
const MB = 1024 * 1024;
/** Decoding a 12-megapixel photo in the browser takes seconds on a busy two-core machine. */
const PREPARE_TIMEOUT_MS = 30_000;
const SIZE_HINT = "JPG, PNG or GIF up to 20MB; big photos are scaled down";

/** The bytes of each file the page sends to the upload route, from now on. */
function sentUploads(page: Page): number[] {
  const sizes: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/upload") {
      sizes.push(request.postDataBuffer()?.length ?? 0);
    }
  });
  return sizes;
}

/** Holds every upload's answer back for a moment, so its progress bar can be seen. */
async function slowUploads(page: Page): Promise<void> {
  await page.route("**/api/upload", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
}

/**
 * Remembers every text shown in a status line from now on: 'Preparing the image…' may last
 * only a moment on a fast machine, too short to be sure to catch by looking.
 */
async function recordStatusLines(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusLines: string[] }).statusLines = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"], [role="progressbar"]')) {
        const labelledBy = status.getAttribute("aria-labelledby");
        const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
        const text = (label || status.textContent || "").trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { statusLines: string[] }).statusLines);
}

async function storedSize(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const body = await response.body();
  const meta = await sharp(body).metadata();
  return { bytes: body.length, format: meta.format, width: meta.width, height: meta.height };
}

async function openEditorTab(page: Page, id: number, tab: string) {
  await page.goto(`/card-editor/${id}`);
  await expect(page.getByRole("heading", { name: "Card Editor", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  return page.getByRole("tabpanel");
}

test.describe("phone photos", { tag: "@phone" }, () => {
  test("Gallery: an 8 MB camera photo is scaled down upright and added, a 21 MB file is refused", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const photo = await cameraPhoto("gallery-camera");
    expect(photo.bytes).toBeGreaterThan(7 * MB);
    await signIn(page, USER);
    const card = await createCard(page, { name: "Uma Phone Gallery" });
    const panel = await openEditorTab(page, card.id, "Gallery");
    await expect(panel.getByText(SIZE_HINT)).toBeVisible();

    // Over 20 MB: said at once, nothing sent.
    const sent = sentUploads(page);
    await panel.getByLabel("Add gallery image").setInputFiles(oversizedJpeg("too-large", 21));
    await expectToast(page, "File too large", "Maximum file size is 20MB. Please choose a smaller image.");
    expect(sent).toEqual([]);

    const statusLines = await recordStatusLines(page);
    await slowUploads(page);
    await panel.getByLabel("Add gallery image").setInputFiles(photo.path);
    await expect(page.getByRole("progressbar", { name: "Uploading gallery image" })).toBeVisible({
      timeout: PREPARE_TIMEOUT_MS,
    });
    await expectNoSeriousA11yViolations(page, "gallery tab while uploading");
    // The success toast lasts 5 s, which the scan above may outlast: the count is what stays.
    await expect(panel.getByTestId("gallery-count")).toHaveText("1 of 8 images", {
      timeout: PREPARE_TIMEOUT_MS,
    });
    await page.unroute("**/api/upload");
    expect(await statusLines()).toEqual(
      expect.arrayContaining(["Preparing the image…", "Uploading gallery image"]),
    );
    // Scaled down in the browser: what was sent is a fraction of the photo.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(MB);

    const [url] = (await readCard(page, card.id)).gallery.map((item) =>
      typeof item === "string" ? item : item.url,
    );
    // Upright (3000 x 4000) inside the gallery's 800 x 800 box.
    expect(await storedSize(page, url!)).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    await expect(panel.getByRole("img", { name: "Gallery image 1" })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "gallery tab with a phone photo");
  });

  test("Design: an 8 MB camera photo becomes the profile picture through the cropper", async ({ page }) => {
    test.setTimeout(90_000);
    const photo = await cameraPhoto("profile-camera");
    await signIn(page, USER);
    const card = await createCard(page, { name: "Uma Phone Portrait" });
    const panel = await openEditorTab(page, card.id, "Design");
    await expect(panel.getByText(`At least 200x200 pixels; ${SIZE_HINT}.`)).toBeVisible();

    const sent = sentUploads(page);
    await panel.getByLabel("Upload profile picture").setInputFiles(photo.path);
    const cropper = page.getByRole("dialog", { name: "Crop profile picture" });
    await expect(cropper).toBeVisible({ timeout: PREPARE_TIMEOUT_MS });
    const apply = cropper.getByRole("button", { name: "Crop and upload" });
    await expect(apply).toBeEnabled();
    await expectNoSeriousA11yViolationsInBothThemes(page, "cropper with a phone photo");

    const statusLines = await recordStatusLines(page);
    await slowUploads(page);
    // By keyboard.
    await apply.focus();
    await page.keyboard.press("Enter");
    await expect(cropper).toBeHidden({ timeout: PREPARE_TIMEOUT_MS });
    await expect(page.getByRole("progressbar", { name: "Uploading profile picture" })).toBeVisible({
      timeout: PREPARE_TIMEOUT_MS,
    });
    await expect(
      toast(page, "Upload successful").filter({ hasText: "Your profile picture has been updated." }),
    ).toBeVisible({ timeout: 30_000 });
    await page.unroute("**/api/upload");
    expect(await statusLines()).toEqual(
      expect.arrayContaining(["Preparing the image…", "Uploading profile picture"]),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(MB);

    const saved = await readCard(page, card.id);
    expect(await storedSize(page, saved.profilePicture!)).toMatchObject({
      format: "jpeg",
      width: 500,
      height: 500,
    });
    await expect(panel.getByRole("img", { name: "Current profile picture" })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "design tab with a phone photo");
  });
});
