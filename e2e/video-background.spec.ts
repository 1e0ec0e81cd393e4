/**
 * The video-call background on the Share anywhere screen: the preview loads as the server draws
 * it and follows the layout, picture and format chosen; 'Download background' saves the
 * 1920x1080 picture in the chosen format, whose QR code opens the card marked as coming from the
 * background. At 1280 and 375 px, with axe in the light and the dark theme.
 */
import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import sharp from "sharp";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard } from "./support/cards";
import { expect, type Locator, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { USERS } from "./support/users";

const OWNER = USERS.backgroundOwner;

async function openShare(page: Page) {
  await signIn(page, OWNER);
  const card = await createCard(page, {
    name: "Vida Video",
    title: "Head of Remote Work",
    company: "Tiles & Frames",
    slug: `vida-${test.info().project.name}-${Date.now().toString(36)}`,
  });
  await page.goto(`/share/${card.id}`);
  const section = page.getByRole("region", { name: "Video-call background" });
  await expect(section).toBeVisible();
  return { card, section };
}

/** Waits until the preview shows a drawn picture for the current options (no spinner, a 1920 px image). */
async function expectPreviewLoaded(section: Locator, query: RegExp) {
  const preview = section.getByRole("img", { name: /Video-call background for Vida Video/ });
  await expect(preview).toHaveAttribute("src", query);
  await expect(section.getByText("Drawing the background")).toHaveCount(0);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1920);
}

test.describe("video-call background", () => {
  test("previews each layout and downloads the picture in the chosen format", async ({ page }) => {
    const { card, section } = await openShare(page);
    await expectPreviewLoaded(section, /layout=left&format=png&picture=theme/);

    for (const [label, layout] of [
      ["Text on the right", "right"],
      ["Band along the bottom", "band"],
    ] as const) {
      await section.getByRole("radio", { name: label }).check();
      await expectPreviewLoaded(section, new RegExp(`layout=${layout}&`));
    }
    await section.getByRole("radio", { name: "JPEG (smaller file)" }).check();
    await expectPreviewLoaded(section, /layout=band&format=jpeg/);

    const download = page.waitForEvent("download");
    await section.getByRole("link", { name: "Download background" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`cardfolio-${card.slug}-background.jpg`);
    const bytes = await readFile((await file.path())!);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1920, 1080]);
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(code?.data).toMatch(new RegExp(`/${card.slug}\\?src=background$`));

    // The help names each app and explains the mirrored preview.
    for (const app of ["Zoom", "Google Meet", "Microsoft Teams"]) {
      await expect(section.getByRole("heading", { name: app })).toBeVisible();
    }
    await expect(section.getByText(/Your own preview is mirrored/)).toBeVisible();
  });

  test("is accessible at 1280 and 375 px in the light and the dark theme", async ({ page }) => {
    const { section } = await openShare(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectPreviewLoaded(section, /layout=left/);
      await section.getByRole("radio", { name: "Text on the left" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(section.getByRole("radio", { name: "Text on the right" })).toBeChecked();
      await expectPreviewLoaded(section, /layout=right/);
      await section.getByRole("radio", { name: "Text on the left" }).check();
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolationsInBothThemes(page, `${width} px`);
    }
  });
});
