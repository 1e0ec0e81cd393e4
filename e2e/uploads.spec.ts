/**
 * Image uploads: the full editor's Design tab (profile picture
 * cropped to a 500 px JPEG, cover photo, logo, confirmed removal), its Gallery tab (several
 * images at once, reorder, confirmed removal), the checks that stop a file before it is sent,
 * and the quick editor on a phone. What the browser did is read back from the card API, the
 * stored files themselves and the public page after a reload. Images are real files made
 * with sharp (support/images.ts); every test makes its own card.
 */
import sharp from "sharp";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { openCardEditor, openEditorTab } from "./support/card-editor";
import { type BusinessCard, createCard, readCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { flatPng, photo } from "./support/images";
import { signIn } from "./support/sign-in";
import { expectToast, toast } from "./support/toasts";
import { USERS } from "./support/users";

/** Level 4: unlimited cards, so every test (in both projects) can create its own. */
const USER = USERS.uploader;

/** What the upload endpoint answers with: a content hash and the stored format's extension. */
const STORED_URL = /^\/uploads\/[0-9a-f]{64}\.(jpg|png|gif|svg)$/;

const galleryUrls = (card: BusinessCard) =>
  card.gallery.map((item) => (typeof item === "string" ? item : item.url));

/** Fetches a stored file and reads what it really is. */
async function storedImage(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  const metadata = await sharp(await response.body()).metadata();
  return {
    contentType: response.headers()["content-type"],
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
  };
}

/** Counts the upload requests the page sends from now on. */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/upload") count++;
  });
  return () => count;
}

/** Holds every upload's answer back for a moment, so its progress bar can be seen. */
async function slowUploads(page: Page, delayMs = 1_000): Promise<void> {
  await page.route("**/api/upload", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  });
}

/** Room for several uploads, each slowed down and re-encoded on a busy two-core machine. */
const UPLOADS_TIMEOUT_MS = 15_000;

/** The success toast of one upload, told apart from earlier ones by its description. */
async function expectUploaded(page: Page, description: string | RegExp): Promise<void> {
  await expect(toast(page, "Upload successful").filter({ hasText: description })).toBeVisible({
    timeout: UPLOADS_TIMEOUT_MS,
  });
}

const tabPanel = (page: Page) => page.getByRole("tabpanel");

test.describe("the full editor", () => {
  test("Design: crop and upload a profile picture, upload a cover and a logo, see them on the public page, remove one", async ({
    page,
  }) => {
    // Three uploads, five accessibility runs, a reload and the public page: more than the default 30 s
    // on a busy machine.
    test.setTimeout(60_000);
    await signIn(page, USER);
    const card = await createCard(page, { name: "Uma Pictures", company: "Pixel Works" });
    await openCardEditor(page, card.id);
    await openEditorTab(page, "Design");
    const panel = tabPanel(page);
    await expect(panel.getByLabel("Upload profile picture")).toBeAttached();
    await expect(panel.getByLabel("Upload cover photo")).toBeAttached();
    await expect(panel.getByLabel("Upload logo")).toBeAttached();
    await expectNoSeriousA11yViolationsInBothThemes(page, "design tab, no images");

    const uploads = countUploads(page);
    const portrait = await photo("profile", 900, 900);

    // Cancel first: the cropper closes, nothing is sent, the focus is back on the input.
    await panel.getByLabel("Upload profile picture").setInputFiles(portrait.path);
    const cropper = page.getByRole("dialog", { name: "Crop profile picture" });
    await expect(cropper).toBeVisible();
    await expect(cropper.getByTestId("cropper-aspect")).toHaveText(
      "Aspect ratio 1:1, shown as a circle, saved 500 pixels wide",
    );
    await expect(cropper.getByRole("button", { name: "Crop and upload" })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, "cropper");
    await cropper.getByRole("button", { name: "Cancel" }).click();
    await expect(cropper).toBeHidden();
    await expect(panel.getByLabel("Upload profile picture")).toBeFocused();
    expect(uploads()).toBe(0);

    // Again, zoomed and turned with the keyboard (steps of 5), then cropped and uploaded.
    await panel.getByLabel("Upload profile picture").setInputFiles(portrait.path);
    await expect(cropper).toBeVisible();
    const zoom = cropper.getByRole("slider", { name: "Zoom" });
    const rotation = cropper.getByRole("slider", { name: "Rotation" });
    await expect(zoom).toHaveValue("100");
    await expect(rotation).toHaveValue("0");
    await zoom.focus();
    await zoom.press("ArrowRight");
    await zoom.press("ArrowRight");
    await expect(zoom).toHaveValue("110");
    await expect(zoom).toHaveAttribute("aria-valuetext", "110 percent");
    await rotation.focus();
    await rotation.press("ArrowRight");
    await expect(rotation).toHaveValue("5");
    await expect(rotation).toHaveAttribute("aria-valuetext", "5 degrees");

    await slowUploads(page);
    await cropper.getByRole("button", { name: "Crop and upload" }).click();
    await expect(cropper).toBeHidden();
    await expect(page.getByRole("progressbar", { name: "Uploading profile picture" })).toBeVisible();
    await expectUploaded(page, "Your profile picture has been updated.");
    await expect(page.getByRole("progressbar", { name: "Uploading profile picture" })).toHaveCount(0);
    await page.unroute("**/api/upload");
    await expect(panel.getByLabel("Change profile picture")).toBeAttached();
    await expect(panel.getByRole("img", { name: "Current profile picture" })).toBeVisible();
    expect(uploads()).toBe(1);

    const withProfile = await readCard(page, card.id);
    expect(withProfile.profilePicture).toMatch(STORED_URL);
    expect(withProfile.profilePicture).toMatch(/\.jpg$/);
    expect(await storedImage(page, withProfile.profilePicture!)).toEqual({
      contentType: "image/jpeg",
      format: "jpeg",
      width: 500,
      height: 500,
    });

    // The cover photo and the logo go through the cropper too, in their own shapes.
    await panel.getByLabel("Upload cover photo").setInputFiles((await photo("cover", 1500, 500)).path);
    const coverCropper = page.getByRole("dialog", { name: "Crop cover photo" });
    await expect(coverCropper.getByTestId("cropper-aspect")).toHaveText(
      "Aspect ratio 3:1, at least 600 pixels wide",
    );
    await coverCropper.getByRole("button", { name: "Crop and upload" }).click();
    await expect(coverCropper).toBeHidden();
    await expectUploaded(page, "Your cover photo has been updated.");
    await expect(panel.getByLabel("Change cover photo")).toBeAttached();

    await panel.getByLabel("Upload logo").setInputFiles((await flatPng("logo", 300, 300, "#0f766e")).path);
    const logoCropper = page.getByRole("dialog", { name: "Crop logo" });
    await expect(logoCropper.getByTestId("cropper-aspect")).toHaveText(
      "Aspect ratio 1:1, at least 150 pixels wide",
    );
    await logoCropper.getByRole("button", { name: "Crop and upload" }).click();
    await expect(logoCropper).toBeHidden();
    await expectUploaded(page, "Your logo has been updated.");
    await expect(panel.getByLabel("Change logo")).toBeAttached();

    const saved = await readCard(page, card.id);
    expect(saved.profilePicture).toBe(withProfile.profilePicture);
    expect(saved.coverPhoto).toMatch(STORED_URL);
    expect(saved.logoUrl).toMatch(STORED_URL);
    const cover = await storedImage(page, saved.coverPhoto!);
    expect(cover.width! / cover.height!).toBeCloseTo(3, 1);
    expect(cover.width).toBeGreaterThanOrEqual(600);
    const logo = await storedImage(page, saved.logoUrl!);
    expect(logo.width).toBe(logo.height);
    expect(logo.width).toBeGreaterThanOrEqual(200);
    await expectNoSeriousA11yViolationsInBothThemes(page, "design tab with images");

    // A reload keeps them, in the editor and on the public page.
    await page.reload();
    await openEditorTab(page, "Design");
    await expect(panel.getByLabel("Change profile picture")).toBeAttached();
    await expect(panel.getByLabel("Change cover photo")).toBeAttached();
    await expect(panel.getByLabel("Change logo")).toBeAttached();
    await page.goto(`/view/${card.slug}`);
    await expect(page.getByRole("img", { name: "Profile picture of Uma Pictures" })).toHaveAttribute(
      "src",
      saved.profilePicture!,
    );
    await expect(page.getByRole("img", { name: "Cover photo of Uma Pictures" })).toHaveAttribute(
      "src",
      saved.coverPhoto!,
    );
    await expect(page.getByRole("img", { name: "Pixel Works logo" })).toHaveAttribute("src", saved.logoUrl!);
    for (const name of [
      "Profile picture of Uma Pictures",
      "Cover photo of Uma Pictures",
      "Pixel Works logo",
    ]) {
      // Loaded for real: the served file decodes in the browser.
      await expect
        .poll(() => page.getByRole("img", { name }).evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }

    // Removing asks first, then clears the field.
    await openCardEditor(page, card.id);
    await openEditorTab(page, "Design");
    await panel.getByRole("button", { name: "Remove profile picture" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove profile picture?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, "Image removed", "Your profile picture has been removed.");
    await expect(panel.getByLabel("Upload profile picture")).toBeAttached();
    await expect(panel.getByRole("button", { name: "Remove profile picture" })).toHaveCount(0);
    await expect.poll(async () => (await readCard(page, card.id)).profilePicture || null).toBeNull();
    const after = await readCard(page, card.id);
    expect(after.coverPhoto).toBe(saved.coverPhoto);
    expect(after.logoUrl).toBe(saved.logoUrl);
  });

  test("a too-small image shows the dimension message and a wrong type is refused; nothing is uploaded", async ({
    page,
  }) => {
    await signIn(page, USER);
    const card = await createCard(page, { name: "Uma Small" });
    await openCardEditor(page, card.id);
    await openEditorTab(page, "Design");
    const panel = tabPanel(page);
    const uploads = countUploads(page);

    await panel.getByLabel("Upload profile picture").setInputFiles((await flatPng("tiny", 100, 100)).path);
    await expectToast(
      page,
      "Image dimensions",
      "The profile picture must be at least 200x200 pixels; this image is 100x100.",
    );
    await expect(page.getByRole("dialog", { name: "Crop profile picture" })).toHaveCount(0);

    // A text file renamed .png is the wrong type, not an image of unknown size.
    await panel.getByLabel("Upload profile picture").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture either"),
    });
    await expectToast(page, "Invalid file type", "Please upload a JPG, PNG, or GIF image.");
    await expect(page.getByText("Failed to validate image dimensions")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await panel.getByLabel("Upload cover photo").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expectToast(page, "Invalid file type", "Please upload a JPG, PNG, or GIF image.");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Nothing left the browser, and the card is unchanged.
    await expect(panel.getByLabel("Upload profile picture")).toBeEnabled();
    expect(uploads()).toBe(0);
    const unchanged = await readCard(page, card.id);
    expect(unchanged.profilePicture || null).toBeNull();
    expect(unchanged.coverPhoto || null).toBeNull();
  });
});

test.describe("the gallery", { tag: "@phone" }, () => {
  test("Gallery: add images, reorder them, remove one, and see the order on the public page", async ({
    page,
  }) => {
    // Three uploads, five accessibility runs and a reload; a phone is slower.
    test.setTimeout(60_000);
    await signIn(page, USER);
    const card = await createCard(page, { name: "Uma Gallery" });
    await openCardEditor(page, card.id);
    await openEditorTab(page, "Gallery");
    const panel = tabPanel(page);
    await expect(panel.getByTestId("gallery-count")).toHaveText("0 of 8 images");
    await expect(panel.getByText(/Recommended image size 1200x800/)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "gallery tab, empty");

    // Three photos of different shapes: the stored sizes tell which is which.
    const files = [
      await photo("wide", 1200, 800),
      await photo("tall", 600, 900),
      await photo("square", 900, 900),
    ];
    const expectedSizes = [
      { width: 800, height: 533 },
      { width: 533, height: 800 },
      { width: 800, height: 800 },
    ];
    await slowUploads(page, 500);
    await panel.getByLabel("Add gallery image").setInputFiles(files.map((file) => file.path));
    await expect(page.getByRole("progressbar", { name: /^Uploading gallery image/ })).toBeVisible();
    await expectUploaded(page, "3 images were added to your gallery.");
    await page.unroute("**/api/upload");
    await expect(panel.getByTestId("gallery-count")).toHaveText("3 of 8 images");
    const list = panel.getByRole("list", { name: "Gallery images" });
    await expect(list.getByRole("listitem")).toHaveCount(3);

    const added = galleryUrls(await readCard(page, card.id));
    expect(added).toHaveLength(3);
    for (const url of added) expect(url).toMatch(STORED_URL);
    expect(new Set(added).size).toBe(3);
    const sizes = [];
    for (const url of added) {
      const { width, height } = await storedImage(page, url);
      sizes.push({ width, height });
    }
    // Each gallery image is compressed to fit 800x800, in the order they were chosen.
    expect(sizes).toEqual(expectedSizes);
    const [first, second, third] = added;

    // Image 2 up: the first two swap.
    await expect(panel.getByRole("button", { name: "Move image 1 up" })).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Move image 3 down" })).toBeDisabled();
    await panel.getByRole("button", { name: "Move image 2 up" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Image 2 moved to position 1 of 3." }),
    ).toBeAttached();
    await expect.poll(async () => galleryUrls(await readCard(page, card.id))).toEqual([second, first, third]);
    await expect(list.getByRole("img", { name: "Gallery image 1" })).toHaveAttribute("src", second);
    await expect(list.getByRole("img", { name: "Gallery image 2" })).toHaveAttribute("src", first);
    await expectNoSeriousA11yViolationsInBothThemes(page, "gallery tab with images");

    // Removing asks first.
    await panel.getByRole("button", { name: "Remove image 3" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove this image?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, "Image removed");
    await expect(panel.getByTestId("gallery-count")).toHaveText("2 of 8 images");
    await expect.poll(async () => galleryUrls(await readCard(page, card.id))).toEqual([second, first]);

    // A reload keeps the order, in the editor and on the public page.
    await page.reload();
    await openEditorTab(page, "Gallery");
    await expect(panel.getByTestId("gallery-count")).toHaveText("2 of 8 images");
    await expect(list.getByRole("img", { name: "Gallery image 1" })).toHaveAttribute("src", second);
    await page.goto(`/view/${card.slug}`);
    const publicImages = page.locator("img[data-gallery-image]");
    await expect(publicImages).toHaveCount(2);
    expect(
      await publicImages.evaluateAll((images) => images.map((image) => image.getAttribute("src"))),
    ).toEqual([second, first]);
    await expect(page.getByRole("img", { name: "Gallery image 1 of 2" })).toHaveAttribute("src", second);
    for (const image of await publicImages.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      await expect(image).toBeVisible();
    }
  });
});

test.describe("the quick editor", { tag: "@phone" }, () => {
  test("the profile picture is cropped, the cover and logo go straight up, removal asks first", async ({
    page,
  }) => {
    await signIn(page, USER);
    const card = await createCard(page, { name: "Uma Mobile", company: "Pocket Co" });
    await page.goto(`/mobile-editor/${card.id}`);
    await expect(page.getByRole("heading", { name: "Quick Editor", level: 1 })).toBeVisible();
    const images = page.getByRole("region", { name: "Images" });
    await expect(images).toBeVisible();
    const preview = page.getByRole("region", { name: "Card preview" });

    // The profile picture opens the cropper.
    await images
      .getByLabel("Upload profile picture")
      .setInputFiles((await photo("quick-profile", 1000, 800)).path);
    const cropper = page.getByRole("dialog", { name: "Crop profile picture" });
    await expect(cropper).toBeVisible();
    // 1000x800: the sides differ by more than 100, which is said inside the cropper.
    await expect(cropper.getByRole("note")).toContainText("Image dimensions");
    await expect(cropper.getByRole("button", { name: "Crop and upload" })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, "quick editor cropper");
    await cropper.getByRole("slider", { name: "Zoom" }).focus();
    await cropper.getByRole("slider", { name: "Zoom" }).press("ArrowRight");
    await expect(cropper.getByRole("slider", { name: "Zoom" })).toHaveValue("105");
    await cropper.getByRole("button", { name: "Crop and upload" }).click();
    await expect(cropper).toBeHidden();
    await expectUploaded(page, "Your profile picture has been updated.");
    await expect(images.getByLabel("Change profile picture")).toBeAttached();

    const withProfile = await readCard(page, card.id);
    expect(withProfile.profilePicture).toMatch(STORED_URL);
    expect(await storedImage(page, withProfile.profilePicture!)).toMatchObject({
      contentType: "image/jpeg",
      format: "jpeg",
      width: 500,
      height: 500,
    });
    await expect(preview.getByRole("img", { name: "Profile picture of Uma Mobile" })).toHaveAttribute(
      "src",
      withProfile.profilePicture!,
    );

    // The cover photo and the logo are not cropped here.
    await images.getByLabel("Upload cover photo").setInputFiles((await photo("quick-cover", 1500, 500)).path);
    await expectUploaded(page, "Your cover photo has been updated.");
    await images
      .getByLabel("Upload logo")
      .setInputFiles((await flatPng("quick-logo", 200, 200, "#b45309")).path);
    await expectUploaded(page, "Your logo has been updated.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(images.getByLabel("Change cover photo")).toBeAttached();
    await expect(images.getByLabel("Change logo")).toBeAttached();
    const saved = await readCard(page, card.id);
    expect(saved.coverPhoto).toMatch(STORED_URL);
    // A flat PNG under 100 KB is sent as it is, and stored as a PNG.
    expect(saved.logoUrl).toMatch(/\.png$/);
    // The cover is compressed to fit 1200x400.
    expect(await storedImage(page, saved.coverPhoto!)).toMatchObject({ width: 1200, height: 400 });
    await expectNoSeriousA11yViolations(page, "quick editor with images");

    // Removing asks first.
    await images.getByRole("button", { name: "Remove profile picture" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove profile picture?" });
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, "Image removed", "Your profile picture has been removed.");
    await expect(images.getByLabel("Upload profile picture")).toBeAttached();
    await expect.poll(async () => (await readCard(page, card.id)).profilePicture || null).toBeNull();

    // After a reload the public page has the cover and the logo, and no profile picture.
    await page.goto(`/view/${card.slug}`);
    await expect(page.getByRole("img", { name: "Cover photo of Uma Mobile" })).toHaveAttribute(
      "src",
      saved.coverPhoto!,
    );
    await expect(page.getByRole("img", { name: "Pocket Co logo" })).toHaveAttribute("src", saved.logoUrl!);
    await expect(page.getByRole("img", { name: "Profile picture of Uma Mobile" })).toHaveCount(0);
  });
});
