/**
 * The organisation's brand, set on its Details tab: the cards linked to its templates take its
 * primary colour and font on their public page and its QR code logo in their QR code, while the
 * theme's own colours stay where the brand's would not be readable; the tab passes the
 * accessibility scan in both themes on the desktop and the phone.
 */
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { post, uniqueTag } from "./support/api-made";
import { expect, type Page, test } from "./support/fixtures";
import { flatPng } from "./support/images";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

/** Through the API as the signed-in administrator: an organisation, a member, a template and the member's card from it. */
async function linkedCard(page: Page) {
  const tag = uniqueTag("brand");
  const org = await post<{ id: number }>(page, "/api/organizations", {
    name: `Brand ${tag}`,
    slug: `brand-${tag}`,
  });
  const user = await post<{ id: number }>(page, "/api/users", {
    username: `${tag}-staff`,
    fullName: "Sam Staff",
    email: `${tag}-staff@cardfolio.test`,
    password: `${tag}-secret-7`,
    accessLevel: 1,
    cardSlug: "",
  });
  await post(page, `/api/organizations/${org.id}/members`, { userId: user.id, role: "member" });
  const template = await post<{ id: number }>(page, `/api/organizations/${org.id}/templates`, {
    name: "Staff",
    fields: { theme: "minimalist", company: "Acme" },
    locked: ["theme"],
  });
  const card = await post<{ slug: string }>(page, "/api/business-cards", {
    userId: user.id,
    templateId: template.id,
    name: "Sam Staff",
  });
  return { orgId: org.id, orgSlug: `brand-${tag}`, slug: card.slug };
}

test("an organisation's brand colours, font and QR code logo show on its members' linked cards @phone", async ({
  page,
}) => {
  test.slow();
  await signIn(page, USERS.orgsAdmin);
  const { orgId, orgSlug, slug } = await linkedCard(page);

  await page.goto(`/organizations/${orgId}`);
  await page.getByRole("tab", { name: "Details" }).click();
  const brand = page.getByRole("form", { name: "Brand" });
  await brand.getByLabel("Primary colour", { exact: true }).fill("#1d4ed8");
  await brand.getByLabel("Font").selectOption({ label: "Serif" });
  await brand.getByLabel("QR code logo", { exact: true }).fill("/favicon.svg");
  // The logo uploaded from the form: its address fills the field, with its progress shown meanwhile.
  const logo = await flatPng(`brand-logo-${orgId}-${test.info().project.name}`, 200, 200, "#1d4ed8");
  await brand.getByLabel("Upload logo").setInputFiles(logo.path);
  await expect(brand.getByLabel("Logo", { exact: true })).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.(png|jpg)$/);
  await expectNoSeriousA11yViolationsInBothThemes(page, "brand form");
  await brand.getByRole("button", { name: "Save brand" }).click();
  await expectToast(page, "Success", "Brand saved");

  const logoAddress = await brand.getByLabel("Logo", { exact: true }).inputValue();

  await page.goto(`/view/${slug}`);
  const save = page.locator(".cv-save");
  await expect(save).toHaveCSS("background-color", "rgb(29, 78, 216)");
  await expect(page.locator(".cv-root")).toHaveCSS("font-family", /Palatino|Georgia|serif/);
  await page.getByRole("button", { name: "QR Code" }).click();
  const qr = page.getByRole("dialog", { name: "Scan to view card" });
  await expect(qr.locator('svg image[href="/favicon.svg"]')).toHaveCount(1);

  const directory = await page.request.get(`/o/${orgSlug}`);
  expect(await directory.text()).toContain(`src="${logoAddress}"`);

  // A colour that would not read on the card's white surface leaves the theme's own.
  await page.goto(`/organizations/${orgId}`);
  await page.getByRole("tab", { name: "Details" }).click();
  await page
    .getByRole("form", { name: "Brand" })
    .getByLabel("Primary colour", { exact: true })
    .fill("#ffff00");
  await page.getByRole("button", { name: "Save brand" }).click();
  await expectToast(page, "Success", "Brand saved");
  await page.goto(`/view/${slug}`);
  await expect(page.locator(".cv-save")).not.toHaveCSS("background-color", "rgb(255, 255, 0)");
});
