/**
 * Promises of the public card page a visitor relies on, at 320, 375 and 1280 px, in a light and
 * a dark card theme, with axe: the assistant's bubble covers nothing at the page's end (the
 * form's Send button, the thank-you, the end of About, the email line); a gallery picture opens
 * larger in a dialog (arrow keys and buttons step, Escape, Close and the backdrop close it, the
 * focus comes back) and is a link to the full-size file without JavaScript; the visitor form
 * wears the card's theme and shows, unsendable, in the editor's preview; the offline page a
 * visitor may meet speaks to the visitor.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { themeLook } from "../core/themes";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { flatPng } from "./support/images";
import { signIn } from "./support/sign-in";
import { USERS } from "./support/users";

const OWNER = USERS.promiseOwner;
/** Headless Chromium names itself HeadlessChrome, which the server rightly refuses as a bot. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: VISITOR_AGENT });

const WIDTHS = [320, 375, 1280] as const;
/** A light and a dark card theme. */
const THEMES = ["corporate", "tech"] as const;

const ABOUT_END = "and the last line of About ends here.";
const FORM = {
  enabled: true,
  title: "Write to Lena",
  fields: [
    { id: "name", type: "name", label: "Your name", required: true },
    { id: "email", type: "email", label: "Your email", required: true },
  ],
  submitLabel: "Send",
  thankYouMessage: "Thank you! Lena will write back within a day.",
} satisfies CardSeed["formConfig"];

async function signInApi(request: APIRequestContext): Promise<void> {
  const login = await request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** A card of the owner's with About, email, two gallery pictures, optionally a form, and an assistant. */
async function promiseCard(
  request: APIRequestContext,
  theme: (typeof THEMES)[number],
  withForm: boolean,
): Promise<BusinessCard> {
  await signInApi(request);
  const card = await createCard(request, {
    name: "Lena Lighthouse",
    title: "Harbour Pilot",
    email: "lena@harbour.example",
    about: `Guides ships into the harbour by day and by night. ${"Calm waters, careful turns. ".repeat(6)}${ABOUT_END}`,
    theme,
    ...(withForm ? { formConfig: FORM } : {}),
  });
  const gallery: { url: string; alt: string }[] = [];
  for (const [index, colour] of ["#0f766e", "#b45309"].entries()) {
    const picture = await flatPng(`promise-${card.id}-${index}`, 1200, 800, colour);
    const upload = await request.post("/api/upload", {
      multipart: {
        file: { name: `gallery-${index}.png`, mimeType: "image/png", buffer: readFileSync(picture.path) },
        cardId: String(card.id),
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    gallery.push({
      url: ((await upload.json()) as { url: string }).url,
      alt: `Harbour picture ${index + 1}`,
    });
  }
  const saved = await request.patch(`/api/business-cards/${card.id}`, { data: { gallery } });
  expect(saved.status(), await saved.text()).toBe(200);
  const assistant = await request.post(`/api/salesbot/${card.id}/config`, {
    data: { isEnabled: true, botName: "Pilot", businessType: "Harbour pilots" },
  });
  expect(assistant.status(), await assistant.text()).toBe(200);
  return (await saved.json()) as BusinessCard;
}

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with Pilot" });

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
}

/**
 * Everything of the page the launcher overlaps now: each line of text (its own rectangle, so a
 * short last line counts as what it is), each control and picture. The launcher's own widget,
 * closed dialogs and disclosures and text meant for screen readers only are not on the screen to cover.
 */
function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bubble = document.querySelector(".pp-chat-bubble");
    if (!bubble) throw new Error("no launcher on the page");
    const box = bubble.getBoundingClientRect();
    const overlaps = (rect: DOMRect) =>
      rect.width > 1 &&
      rect.height > 1 &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top;
    // A closed disclosure shows its summary alone (the contact exchange's form stays folded).
    const offScreen = (element: Element) =>
      Boolean(
        element.closest(
          ".pp-chat, dialog, .cv-sr, .cv-form-hp, [hidden], details:not([open]) > :not(summary)",
        ),
      );
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim() ?? "";
      if (!text || !node.parentElement || offScreen(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) covered.push(`text "${text.slice(0, 60)}"`);
    }
    for (const element of document.querySelectorAll("a, button, input, select, textarea, img")) {
      if (!offScreen(element) && overlaps(element.getBoundingClientRect())) {
        covered.push(element.outerHTML.slice(0, 100));
      }
    }
    return covered;
  });
}

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The named element's box does not meet the launcher's, and nothing else does either. */
async function expectClearOfLauncher(
  page: Page,
  ...named: { name: string; box: () => Promise<Box | null> }[]
) {
  await scrollToEnd(page);
  const bubble = await launcher(page).boundingBox();
  expect(bubble).not.toBeNull();
  for (const { name, box } of named) {
    const seen = await box();
    expect(seen, name).not.toBeNull();
    expect(
      apart(seen!, bubble!),
      `${name} ${JSON.stringify(seen)} under the launcher ${JSON.stringify(bubble)}`,
    ).toBe(true);
  }
  expect(await coveredByLauncher(page)).toEqual([]);
}

/** The last line box of the About text (a range over its last characters). */
function aboutLastLine(page: Page): Promise<Box | null> {
  return page.evaluate((end) => {
    const about = document.querySelector(".cv-about")?.firstChild;
    const text = about?.textContent ?? "";
    if (!about || !text.endsWith(end)) return null;
    const range = document.createRange();
    range.setStart(about, text.length - 4);
    range.setEnd(about, text.length);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  }, ABOUT_END);
}

for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test(`the assistant's launcher covers nothing at the end of the page, at ${WIDTHS.join(", ")} px`, async ({
      page,
      request,
    }) => {
      test.slow();
      const withForm = await promiseCard(request, theme, true);
      const withoutForm = await promiseCard(request, theme, false);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 400 ? 700 : 800 });
        // A card that ends with the form: its Send button, then its thank-you.
        await page.goto(`/view/${withForm.slug}`);
        const send = page.getByRole("button", { name: "Send", exact: true });
        await expectClearOfLauncher(page, { name: "Send", box: () => send.boundingBox() });
        await expectNoSeriousA11yViolations(page, `${theme}, ${width} px`);
        await page.getByLabel("Your name").fill("Sam Sailor");
        await page.getByLabel("Your email").fill("sam@sea.example");
        await send.click();
        const thanks = page.getByText(FORM.thankYouMessage);
        await expect(thanks).toBeFocused();
        await expectClearOfLauncher(page, { name: "the thank-you", box: () => thanks.boundingBox() });

        // A card that ends with the card itself: the end of About and the email line.
        await page.goto(`/view/${withoutForm.slug}`);
        const email = page.getByRole("link", { name: /lena@harbour\.example/ });
        await expectClearOfLauncher(
          page,
          { name: "the end of About", box: () => aboutLastLine(page) },
          { name: "the email line", box: () => email.boundingBox() },
        );
      }
    });

    test(`a gallery picture opens larger, steps by keyboard and gives the focus back, at ${WIDTHS.join(", ")} px`, async ({
      page,
      request,
    }) => {
      test.slow();
      const card = await promiseCard(request, theme, false);
      const dialog = page.getByRole("dialog");
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 400 ? 700 : 800 });
        await page.goto(`/view/${card.slug}`);
        const first = page.getByRole("link", { name: "View larger: Harbour picture 1" });
        const second = page.getByRole("link", { name: "View larger: Harbour picture 2" });
        const thumbnail = await first.locator("img").boundingBox();
        await first.click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleName("Harbour picture 1");
        const large = dialog.getByRole("img", { name: "Harbour picture 1" });
        await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
        expect((await large.boundingBox())!.width).toBeGreaterThan(thumbnail!.width * 1.3);
        await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
        await expectNoSeriousA11yViolations(page, `gallery dialog, ${theme}, ${width} px`);

        await page.keyboard.press("ArrowRight");
        await expect(dialog).toHaveAccessibleName("Harbour picture 2");
        await page.keyboard.press("ArrowRight");
        await expect(dialog).toHaveAccessibleName("Harbour picture 1");
        await dialog.getByRole("button", { name: "Previous picture" }).click();
        await expect(dialog).toHaveAccessibleName("Harbour picture 2");
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(second).toBeFocused();

        // By keyboard: Enter on the focused picture opens it; Close closes it.
        await second.press("Enter");
        await expect(dialog).toHaveAccessibleName("Harbour picture 2");
        await page.keyboard.press("ArrowLeft");
        await dialog.getByRole("button", { name: "Close" }).press("Enter");
        await expect(dialog).toBeHidden();
        await expect(first).toBeFocused();

        // A click beside the dialog, on its backdrop, closes it too.
        await first.click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(2, 2);
        await expect(dialog).toBeHidden();
        await expect(first).toBeFocused();
      }
    });

    test("the visitor form wears the card's theme", async ({ page, request }) => {
      const card = await promiseCard(request, theme, true);
      const look = themeLook(theme);
      await page.goto(`/view/${card.slug}`);
      const form = page.getByRole("region", { name: FORM.title });
      await expect(form).toBeVisible();
      await expectThemed(page, form, look);
    });
  });
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The form's box, text, button and font are the card theme's (not the page's defaults). */
async function expectThemed(
  page: Page,
  form: ReturnType<Page["getByRole"]>,
  look: ReturnType<typeof themeLook>,
) {
  const cardFont = await page
    .locator(".cv-root")
    .first()
    .evaluate((root) => getComputedStyle(root).fontFamily);
  const submit = form.getByRole("button", { name: "Send", exact: true });
  await expect(submit).toHaveCSS("background-color", rgb(look.accent));
  await expect(submit).toHaveCSS("color", rgb(look.accentText));
  await expect(submit).toHaveCSS("font-family", cardFont);
  await expect(form.getByLabel("Your name")).toHaveCSS("font-family", cardFont);
  await expect(form.locator(".cv-form-box")).toHaveCSS("background-color", rgb(look.surface));
  await expect(form.getByRole("heading", { name: FORM.title })).toHaveCSS("color", rgb(look.text));
}

test("without JavaScript, a gallery picture is a link to its full-size file", async ({
  browser,
  request,
}) => {
  const card = await promiseCard(request, "corporate", false);
  const context = await (browser as Browser).newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    userAgent: VISITOR_AGENT,
  });
  try {
    const page = await context.newPage();
    await page.goto(`/view/${card.slug}`);
    const link = page.getByRole("link", { name: "View larger: Harbour picture 1" });
    const url = (card.gallery[0] as { url: string }).url;
    await expect(link).toHaveAttribute("href", url);
    await link.click();
    await expect(page).toHaveURL(`${BASE_URL}${url}`);
  } finally {
    await context.close();
  }
});

test("the editor's preview shows the visitor form in the card's theme, and it sends nothing @phone", async ({
  page,
  request,
}) => {
  test.slow();
  const card = await promiseCard(request, "tech", true);
  await signIn(page, OWNER);
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/form-submissions")) sent++;
  });
  await page.goto(`/card-editor/${card.id}`);
  await expect(page.getByLabel("Full Name")).toHaveValue("Lena Lighthouse");
  const preview = page.getByRole("region", { name: "Preview" });
  // On a phone the preview waits behind its toggle.
  if (test.info().project.name === "phone")
    await preview.getByRole("button", { name: "Show preview" }).click();
  const form = preview.getByRole("region", { name: FORM.title });
  await expect(form).toBeVisible();
  await expect(form.getByText("Preview: messages are sent from the public card.")).toBeVisible();
  await expectThemed(page, form, themeLook("tech"));
  await expect(form.getByLabel("Your name")).toBeDisabled();
  await expect(form.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  await expect(form.locator("form")).toHaveCount(0);
  await form.getByRole("button", { name: "Send", exact: true }).dispatchEvent("click");
  await expectNoSeriousA11yViolationsInBothThemes(page, "editor preview with the visitor form");
  expect(sent).toBe(0);
});

test("the offline page a visitor meets speaks to the visitor", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/offline.html");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.locator("main")).toContainText("This card can't be opened without a connection.");
    await expect(page.locator("main")).not.toContainText(/Offline tab|dashboard|save/i);
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page, `offline page, ${colorScheme}, ${width} px`);
    }
  }
});
