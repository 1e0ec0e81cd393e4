/**
 * Drag and drop in the full editor: the owner orders social links, custom buttons, gallery
 * images, form fields, embeds and the card's sections by dragging a handle with the mouse or by
 * keyboard (Space, arrow keys, Space), each move announced in plain words; the order is stored
 * and the public page shows it. Runs at 1280 px and (tagged @phone) at 375 px.
 */

import type { Locator } from "@playwright/test";
import { formatEmbedCode } from "../core/embed-codes";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { openEditorTab, openNewCardInEditor } from "./support/card-editor";
import { readCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { USERS } from "./support/users";

/** Level 4: any number of cards, embeds and forms. */
const EDITOR = USERS.cardEditor;

function cardPut(page: Page, id: number) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/business-cards/${id}`) && response.request().method() === "PUT",
  );
}

/** What the screen reader was last told while moving items. */
const announcement = (page: Page, text: string) =>
  page.locator('[id^="DndLiveRegion"], [data-sortable-announcer]').filter({ hasText: text });

/** The drag handle of the item called `name` in `list`. */
const handle = (list: Locator, name: string) =>
  list.getByRole("button", { name: `Move ${name}`, exact: true });

/**
 * Moves the item `name` of `list` from position `from` to `to` (1-based, of `total`) with the
 * keyboard, hearing each step announced.
 */
async function moveByKeyboard(
  page: Page,
  list: Locator,
  name: string,
  from: number,
  to: number,
  total: number,
) {
  await handle(list, name).focus();
  await page.keyboard.press("Space");
  const step = to > from ? 1 : -1;
  for (let position = from + step; position !== to + step; position += step) {
    await page.keyboard.press(step > 0 ? "ArrowDown" : "ArrowUp");
    await expect(announcement(page, `${name} is over position ${position} of ${total}.`)).toBeAttached();
  }
  await page.keyboard.press("Space");
  await expect(announcement(page, `Moved ${name} to position ${to} of ${total}.`)).toBeAttached();
}

/** Drags `handle` with the mouse onto the place of `target`, in small steps as a hand would. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("The handle or its target is not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 6, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The public page's social links, in the order shown. */
async function publicSocialOrder(page: Page, slug: string): Promise<string[]> {
  await page.goto(`/view/${slug}`);
  const links = page.locator(".card-social a[data-link-id]");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("data-link-id") ?? ""));
}

test("social links are dragged and moved by keyboard, and the public page shows their order @phone", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, EDITOR, {
    name: "Dora Drag",
    socialLinks: {
      linkedin: "https://www.linkedin.com/in/dora",
      github: "https://github.com/dora",
      x: "https://x.com/dora",
      youtube: "https://www.youtube.com/@dora",
    },
    socialLinkOrder: ["linkedin", "github", "x", "youtube"],
  });
  await openEditorTab(page, "Social");
  const list = page.getByRole("list", { name: "Your social links" });
  await expect(handle(list, "LinkedIn")).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "social tab");

  let saved = cardPut(page, card.id);
  await moveByKeyboard(page, list, "LinkedIn", 1, 2, 4);
  await saved;
  await expect(list.getByRole("listitem").first()).toContainText("Github");
  expect((await readCard(page, card.id)).socialLinkOrder).toEqual(["github", "linkedin", "x", "youtube"]);

  saved = cardPut(page, card.id);
  await dragWithMouse(page, handle(list, "YouTube"), handle(list, "Github"));
  await saved;
  await expect(list.getByRole("listitem").first()).toContainText("YouTube");
  expect((await readCard(page, card.id)).socialLinkOrder).toEqual(["youtube", "github", "linkedin", "x"]);

  expect(await publicSocialOrder(page, card.slug)).toEqual(["youtube", "github", "linkedin", "x"]);
});

test("the card's sections are ordered in the Design tab and shown so on the public page @phone", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, EDITOR, {
    name: "Sam Sections",
    email: "sam@example.com",
    about: "About Sam",
    socialLinks: { github: "https://github.com/sam" },
    customButtons: [{ text: "Book a call", url: "https://cal.example.com/sam" }],
  });
  await openEditorTab(page, "Design");
  const list = page.getByRole("list", { name: "Card sections" });
  await expect(list.getByRole("listitem")).toHaveCount(6);
  await expectNoSeriousA11yViolationsInBothThemes(page, "design tab");

  let saved = cardPut(page, card.id);
  await moveByKeyboard(page, list, "Custom buttons", 4, 1, 6);
  await saved;
  saved = cardPut(page, card.id);
  await dragWithMouse(page, handle(list, "Social links"), handle(list, "Contact details"));
  await saved;
  await expect(list.getByRole("listitem")).toHaveText([
    /Custom buttons/,
    /Social links/,
    /Contact details/,
    /About/,
    /Gallery/,
    /Video/,
  ]);
  expect((await readCard(page, card.id)).sectionOrder).toEqual([
    "buttons",
    "social",
    "contact",
    "about",
    "gallery",
    "video",
  ]);

  await page.goto(`/view/${card.slug}`);
  const order = await page
    .locator(".card-content > *")
    .evaluateAll((parts) => parts.map((part) => part.className));
  const at = (name: string) => order.findIndex((className) => className.includes(name));
  expect(at("cv-buttons")).toBeGreaterThan(-1);
  expect(at("cv-buttons")).toBeLessThan(at("card-social"));
  expect(at("card-social")).toBeLessThan(at("cv-section"));
});

test("custom buttons are reordered and edited; an address without https:// is accepted @phone", async ({
  page,
}) => {
  const card = await openNewCardInEditor(page, EDITOR, {
    name: "Bea Buttons",
    customButtons: [
      { text: "First", url: "https://one.example.com" },
      { text: "Second", url: "https://two.example.com" },
      { text: "Third", url: "https://three.example.com" },
    ],
  });
  await openEditorTab(page, "Buttons");
  const list = page.getByRole("list", { name: "Custom buttons" });
  await dragWithMouse(page, handle(list, "the button Third"), handle(list, "the button First"));
  await expect(list.getByRole("listitem").first()).toContainText("Third");
  await moveByKeyboard(page, list, "the button First", 2, 3, 3);
  await expect(list.getByRole("listitem")).toHaveText([/Third/, /Second/, /First/]);

  await list.getByRole("button", { name: "Edit button Second" }).click();
  const form = page.getByRole("form", { name: 'Edit the button "Second"' });
  await expect(form.getByLabel("Label", { exact: true })).toBeFocused();
  await form.getByLabel("URL", { exact: true }).fill("two.example.org/new");
  await form.getByRole("button", { name: "Update button" }).click();
  await expect(list.getByRole("listitem").nth(1)).toContainText("two.example.org/new");
  await expectNoSeriousA11yViolationsInBothThemes(page, "buttons tab");

  const saved = cardPut(page, card.id);
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  expect((await saved).status()).toBe(200);
  const stored = await readCard(page, card.id);
  expect(stored.customButtons.map((button) => button.url)).toEqual([
    "https://three.example.com",
    "https://two.example.org/new",
    "https://one.example.com",
  ]);

  await page.goto(`/view/${card.slug}`);
  await expect(page.locator(".cv-buttons a")).toHaveText(["Third", "Second", "First"]);
});

test("gallery images, form fields and embeds are moved by keyboard and mouse", async ({ page }) => {
  const card = await openNewCardInEditor(page, EDITOR, {
    name: "Lena Lists",
    gallery: ["/uploads/one.png", "/uploads/two.png", "/uploads/three.png"],
    formConfig: {
      enabled: true,
      title: "Contact me",
      submitLabel: "Send",
      thankYouMessage: "Thanks",
      fields: [
        { id: "name", type: "name", label: "Your name", required: true },
        { id: "email", type: "email", label: "Your email", required: true },
        { id: "message", type: "longText", label: "Your message", required: false },
      ],
    },
    embedCodes: [
      formatEmbedCode({ label: "Calendar", height: 300, html: "<p>calendar</p>" }),
      formatEmbedCode({ label: "Chat", height: 300, html: "<p>chat</p>" }),
    ],
  });

  await openEditorTab(page, "Gallery");
  const gallery = page.getByRole("list", { name: "Gallery images" });
  const galleryPut = cardPut(page, card.id);
  await moveByKeyboard(page, gallery, "image 3", 3, 1, 3);
  await galleryPut;
  await expect
    .poll(async () => (await readCard(page, card.id)).gallery)
    .toEqual(["/uploads/three.png", "/uploads/one.png", "/uploads/two.png"]);

  await openEditorTab(page, "Form");
  const fields = page.getByRole("list", { name: "Form fields" });
  await dragWithMouse(page, handle(fields, "field 3, Your message"), handle(fields, "field 1, Your name"));
  await expect(fields.getByRole("group").first()).toHaveAccessibleName(/Field 1: Long text/);
  const formPut = cardPut(page, card.id);
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  expect((await formPut).status()).toBe(200);
  const withForm = await readCard(page, card.id);
  expect((withForm.formConfig.fields as Array<{ id: string }>).map((field) => field.id)).toEqual([
    "message",
    "name",
    "email",
  ]);

  await openEditorTab(page, "Advanced");
  const embeds = page.getByRole("list", { name: "Your embed codes" });
  const embedPut = cardPut(page, card.id);
  await moveByKeyboard(page, embeds, "Chat", 2, 1, 2);
  await embedPut;
  await expect
    .poll(async () => (await readCard(page, card.id)).embedCodes.map((code) => code.includes("chat")))
    .toEqual([true, false]);
  await page.goto(`/view/${card.slug}`);
  await expect(page.locator(".pp-embed")).toHaveCount(2);
  await expect(page.locator(".pp-embed").first()).toHaveAttribute("title", "Chat");
});
