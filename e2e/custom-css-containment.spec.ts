/**
 * Custom CSS paints only inside the card: it may style the card, never the page around it. A
 * level-4 owner's hostile CSS — a fixed layer through a custom property, absolute boxes the size
 * of the viewport, negative margins, huge transforms, shadows and outlines, the highest z-index,
 * ::before and ::after overlays, all in one loud colour — must leave the public page's header and
 * 'Powered by' footer visible and clickable, on a desktop and on a phone, and the editor around
 * the preview untouched. Checked in Chromium three ways: the elements' boxes where they reach past
 * the card's box are not hit there, no point outside the card's box hits anything of the card, and
 * no pixel outside it has the colour.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { USERS } from "./support/users";

/** Level 4: custom CSS applies for every visitor, and any number of cards. */
const OWNER = USERS.publicOwner;

/** Nothing else on the page has this colour, so a pixel of it is the custom CSS's. */
const LOUD = [255, 0, 255] as const;
const LOUD_CSS = `rgb(${LOUD.join(", ")})`;

const HOSTILE_CSS = `
:root { --p: fixed; --huge: 100vmax; }
body { margin: -3rem -3rem 0; }
.card-container { overflow: visible !important; contain: none !important; position: static !important; }
.card-header {
  position: var(--p); inset: 0; width: 100vw; height: 100vh; z-index: 2147483647; background: ${LOUD_CSS};
}
.card-profile {
  position: absolute; top: -100vh; left: -100vw; width: 300vw; height: 300vh;
  z-index: 2147483647; background: ${LOUD_CSS};
}
.card-container::before {
  content: ""; position: absolute; inset: -100vh -100vw; z-index: 2147483647;
  background: ${LOUD_CSS}; pointer-events: none;
}
.cv-name::after {
  content: ""; position: fixed; display: block; width: 200vw; height: 200vh;
  margin: -100vh -100vw; background: ${LOUD_CSS};
}
.card-content { margin: -40rem -40rem 0; transform: scale(30) rotate(7deg); background: ${LOUD_CSS}; }
.card-footer {
  position: sticky; top: -200vh; z-index: 2147483647;
  box-shadow: 0 0 0 var(--huge) ${LOUD_CSS}; outline: var(--huge) solid ${LOUD_CSS};
}
`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function createHostileCard(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const login = await request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const response = await request.post("/api/business-cards", {
    data: {
      name: "Hostile Styles",
      title: "Overlay Artist",
      phone: "+1 555 0142",
      about: "Tries to cover the page.",
      customButtons: [{ text: "A button", url: "https://example.com/" }],
      customizations: { customCss: HOSTILE_CSS },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

/** The card's box in viewport coordinates: the frame the card and its CSS are drawn in. */
async function cardBox(page: Page, frame: string): Promise<Box> {
  return page.locator(frame).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/**
 * Where the boxes of the card's elements reach past the card's box (inside the viewport),
 * which of those places hit an element of the card. Each part sticking out is tried at its
 * centre and its corners, a pixel in from its edges.
 */
async function hitsOutsideFromBoxes(page: Page, frame: string): Promise<string[]> {
  return page.locator(frame).evaluate((frameElement) => {
    const box = frameElement.getBoundingClientRect();
    const view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    const hits: string[] = [];
    const nameOf = (element: Element) => [element.tagName.toLowerCase(), ...element.classList].join(".");
    const tryPoint = (x: number, y: number, box: string) => {
      const hit = document.elementFromPoint(x, y);
      if (hit && frameElement.contains(hit)) {
        hits.push(`${nameOf(hit)} at ${Math.round(x)},${Math.round(y)}, in the box of ${box}`);
      }
    };
    for (const element of frameElement.querySelectorAll("*")) {
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // The parts of r above, below, left and right of the card's box, clipped to the viewport.
      const parts = [
        { left: r.left, right: r.right, top: r.top, bottom: Math.min(r.bottom, box.top - 1) },
        { left: r.left, right: r.right, top: Math.max(r.top, box.bottom + 1), bottom: r.bottom },
        { left: r.left, right: Math.min(r.right, box.left - 1), top: r.top, bottom: r.bottom },
        { left: Math.max(r.left, box.right + 1), right: r.right, top: r.top, bottom: r.bottom },
      ].map((p) => ({
        left: Math.max(p.left, view.left) + 1,
        right: Math.min(p.right, view.right) - 1,
        top: Math.max(p.top, view.top) + 1,
        bottom: Math.min(p.bottom, view.bottom) - 1,
      }));
      const name = nameOf(element);
      for (const p of parts) {
        if (p.right < p.left || p.bottom < p.top) continue;
        tryPoint((p.left + p.right) / 2, (p.top + p.bottom) / 2, name);
        tryPoint(p.left, p.top, name);
        tryPoint(p.right, p.bottom, name);
      }
    }
    return hits;
  });
}

/** Every point of a 16 px grid over the viewport outside the card's box that hits the card. */
async function hitsOutsideOnGrid(page: Page, frame: string): Promise<string[]> {
  return page.locator(frame).evaluate((frameElement) => {
    const box = frameElement.getBoundingClientRect();
    const hits: string[] = [];
    for (let y = 1; y < innerHeight; y += 16) {
      for (let x = 1; x < innerWidth; x += 16) {
        const inside = x >= box.left - 1 && x <= box.right + 1 && y >= box.top - 1 && y <= box.bottom + 1;
        if (inside) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && frameElement.contains(hit)) hits.push(`${hit.tagName.toLowerCase()} at ${x},${y}`);
      }
    }
    return hits;
  });
}

/**
 * Pixels of the loud colour in a screenshot of the viewport, inside and outside `box` (with a
 * pixel's margin for edges that fall between pixels). The PNG is decoded by the browser, in a
 * blank page of its own.
 */
async function loudPixels(page: Page, box: Box): Promise<{ inside: number; outside: number }> {
  const png = (await page.screenshot()).toString("base64");
  const scale = await page.evaluate(() => devicePixelRatio);
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ png, box, scale, loud }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const counts = { inside: 0, outside: 0 };
        for (let i = 0; i < data.length; i += 4) {
          if (data[i] !== loud[0] || data[i + 1] !== loud[1] || data[i + 2] !== loud[2]) continue;
          const x = ((i / 4) % canvas.width) / scale;
          const y = Math.floor(i / 4 / canvas.width) / scale;
          const inside =
            x >= box.x - 1 && x <= box.x + box.width + 1 && y >= box.y - 1 && y <= box.y + box.height + 1;
          counts[inside ? "inside" : "outside"]++;
        }
        return counts;
      },
      { png, box, scale, loud: LOUD },
    );
  } finally {
    await blank.close();
  }
}

/** The element's centre hits the element itself (or something inside it). */
async function expectHitAtCentre(page: Page, selector: string): Promise<void> {
  const hit = await page.locator(selector).evaluate((element) => {
    const r = element.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return at !== null && element.contains(at);
  });
  expect(hit, `${selector} is on top at its centre`).toBe(true);
}

/** All three checks in the part of the page now in view. */
async function expectNothingOutside(page: Page, frame: string, label: string): Promise<void> {
  expect(await hitsOutsideFromBoxes(page, frame), `${label}: boxes reaching out`).toEqual([]);
  expect(await hitsOutsideOnGrid(page, frame), `${label}: grid`).toEqual([]);
  const box = await cardBox(page, frame);
  const pixels = await loudPixels(page, box);
  expect(pixels.outside, `${label}: ${LOUD_CSS} pixels outside the card's box`).toBe(0);
  // The CSS does apply inside the card: the checks above are about something real.
  expect(pixels.inside, `${label}: ${LOUD_CSS} pixels inside the card's box`).toBeGreaterThan(0);
}

test("the public page keeps a card's custom CSS inside the card @phone", async ({ page, request }) => {
  const card = await createHostileCard(request);
  await page.goto(`/view/${card.slug}`);
  // The enhancement script has run: the header's buttons are revealed.
  const share = page.getByRole("button", { name: "Share" });
  await expect(share).toBeVisible();
  await expect(page.locator(`#card-${card.id} .card-header`)).toHaveCSS("background-color", LOUD_CSS);
  const frame = `.cv-frame:has(#card-${card.id})`;

  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNothingOutside(page, frame, "top of the page");
  await expectHitAtCentre(page, ".pp-header [data-action='share']");
  await expectHitAtCentre(page, ".pp-header [data-action='show-qr']");
  // Really clickable: Playwright clicks only what is on top at the point it clicks.
  await page.getByRole("button", { name: "QR Code" }).click({ timeout: 3_000 });
  const dialog = page.getByRole("dialog", { name: "Scan to view card" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  const footer = page.locator(".pp-footer");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeInViewport();
  await expect(footer).toHaveText("Powered by Cardfolio");
  await expectNothingOutside(page, frame, "bottom of the page");
  await expectHitAtCentre(page, ".pp-footer a");
  await page.getByRole("link", { name: "Cardfolio" }).hover({ timeout: 3_000 });

  // Nothing drawn outside widens the page either.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the editor's preview keeps the card's custom CSS inside the preview", async ({ page }) => {
  await signIn(page, OWNER);
  const card = await createHostileCard(page.request);
  await page.goto(`/card-editor/${card.id}`);
  const heading = page.getByRole("heading", { name: "Card Editor", level: 1 });
  await expect(heading).toBeVisible();
  const frame = ".cv-frame:has(#card-editor-preview)";
  await expect(page.locator("#card-editor-preview .card-header")).toHaveCSS("background-color", LOUD_CSS);
  await page.locator(frame).scrollIntoViewIfNeeded();
  await expectNothingOutside(page, frame, "editor");
  await expectHitAtCentre(page, "h1");
  await page.getByRole("tab", { name: "Basic Info" }).click({ timeout: 3_000 });
});
