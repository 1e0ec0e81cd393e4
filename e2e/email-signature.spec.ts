/**
 * The email signature end to end: the owner opens Share anywhere, picks a layout, previews it,
 * copies the signature and pastes it with Ctrl+V into an editable box, as an email app's
 * signature settings take it; the name, the links to the card (marked as the email source) and
 * the pictures (the round photo and the QR code, loaded from the site) survive the paste. The
 * section passes the accessibility check in both themes, at 1280 px and at 375 px. Where the
 * browser refuses the clipboard, the preview is selected for Ctrl+C instead.
 */
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, listCards, withProfilePhoto } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { signInAsNewPerson } from "./support/own-person";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** A person of their own, made by the administrator, signed in with a card with a photo. */
async function ownerWithCard(page: Page): Promise<BusinessCard> {
  const { username } = await signInAsNewPerson(page, { prefix: "sig", fullName: "Sig Nature" });
  // The card the account was made with (a basic account has one), filled in.
  const [first] = await listCards(page);
  const fields = {
    name: "Sigrid <Nature>",
    title: "Head of Letters",
    company: "Post & Co",
    email: `${username}@cardfolio.test`,
    phone: "+44 20 7946 0000",
    website: "https://post.example",
    socialLinks: { linkedin: "https://www.linkedin.com/in/sigrid" },
    socialLinkOrder: ["linkedin"],
    theme: "education",
  };
  const filled = await page.request.patch(`/api/business-cards/${first!.id}`, { data: fields });
  expect(filled.status(), await filled.text()).toBe(200);
  const card = (await filled.json()) as BusinessCard;
  return withProfilePhoto(page, card, `signature-${username}`, "#1d4ed8");
}

test("the owner copies a signature and it survives a paste into an editable box @phone", async ({
  page,
  context,
  baseURL,
}) => {
  const card = await ownerWithCard(page);
  await page.goto(`/share/${card.id}`);
  const section = page.getByRole("region", { name: "Email signature" });
  await expect(section).toBeVisible();
  const preview = section.getByTestId("email-signature-preview");
  await expect(preview).toContainText("Sigrid <Nature>");

  await section.getByRole("radio", { name: /Banner/ }).check();
  await expect(section.getByRole("radio", { name: /Banner/ })).toBeChecked();
  // The banner's band is in the card's accent (the education theme's blue, #1d4ed8).
  await expect(preview.locator('td[bgcolor="#1d4ed8"]')).toHaveCount(1);
  // The preview is inert (only looked at), so it is read by its markup rather than its roles.
  await expect(preview.locator('img[alt="Sigrid <Nature>"]')).toBeVisible();
  await expect(preview.locator('img[alt^="QR code of Sigrid"]')).toBeVisible();

  await section.getByRole("tab", { name: "Apple Mail" }).click();
  await expect(section.getByRole("tabpanel")).toContainText("Always match my default message font");
  await section.getByRole("tab", { name: "Apple Mail" }).press("ArrowLeft");
  await expect(section.getByRole("tab", { name: "Outlook" })).toBeFocused();
  await expect(section.getByRole("tabpanel")).toContainText("Select Account, then Signatures.");

  await expectNoSeriousA11yViolationsInBothThemes(page, "email signature");

  await section.getByRole("button", { name: "Copy signature" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Copied." })).toBeVisible();

  // An email app's signature box: an editable area on a page of its own.
  const mail = await context.newPage();
  await mail.setContent('<div contenteditable="true" aria-label="Signature" style="min-height:80px"></div>');
  const box = mail.getByLabel("Signature");
  await box.click();
  await mail.keyboard.press("Control+V");
  await expect(box).toContainText("Sigrid <Nature>");
  await expect(box).toContainText("Head of Letters at Post & Co");
  const cardAddress = `${baseURL}/view/${card.slug}?src=email`;
  const toCard = box.locator(`a[href="${cardAddress}"]`);
  expect(await toCard.count()).toBeGreaterThan(0);
  await expect(box.locator('a[href="https://www.linkedin.com/in/sigrid"]')).toHaveText("LinkedIn");
  await expect(box.locator(`a[href^="mailto:"]`)).toHaveText(card.email!);
  const pictures = box.locator("img");
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute("src", new RegExp(`^${baseURL}/api/email-signature/${card.id}/`));
    await expect(picture).toHaveAttribute("alt", /Sigrid <Nature>/);
    // Loaded from the site, as a recipient's email app loads it.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await mail.close();
});

test("where the clipboard is refused, the preview is selected for Ctrl+C", async ({ page }) => {
  const card = await ownerWithCard(page);
  await page.addInitScript(() => {
    navigator.clipboard.write = () => Promise.reject(new DOMException("Refused", "NotAllowedError"));
  });
  await page.goto(`/share/${card.id}`);
  const section = page.getByRole("region", { name: "Email signature" });
  await section.getByRole("radio", { name: /Save my contact/ }).check();
  const preview = section.getByTestId("email-signature-preview");
  await expect(preview.locator("a", { hasText: "Save my contact" })).toBeVisible();
  await section.getByRole("button", { name: "Copy signature" }).click();
  await expect(section.getByRole("status")).toContainText("press Ctrl+C (or ⌘C) to copy it");
  const selected = await page.evaluate(() => window.getSelection()?.toString() ?? "");
  expect(selected).toContain("Sigrid <Nature>");
  expect(selected).toContain("Save my contact");
});
