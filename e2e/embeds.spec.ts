/**
 * Embed codes (decision 008): added in the full editor's Advanced tab, shown on the public
 * card in sandboxed frames of their own. An embed that tries everything a hostile widget
 * would (call the API with the visitor's cookie, read cookies, reach into the page, navigate
 * the top window, log the visitor out) gets nowhere, and the signed-in visitor's session is
 * intact afterwards. The frames are titled, lazy and as tall as set, so nothing shifts.
 */
import type { APIRequestContext, Request } from "@playwright/test";
import { formatEmbedCode } from "../core/embed-codes";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { createCard } from "./support/cards";
import { BASE_URL } from "./support/env";
import { expect, type Page, test } from "./support/fixtures";
import { USERS } from "./support/users";

/** Level 4: may set embed codes and owns any number of cards. */
const OWNER = USERS.cardEditor;
/** The signed-in visitor whose session the embed goes after. */
const VISITOR = USERS.basic;

/** Tries each attack and writes what happened into its own page, and to the parent. */
const HOSTILE = `<pre id="findings">running</pre>
<script>
(async () => {
  const found = {};
  const attempt = async (name, run) => {
    try { found[name] = await run(); } catch (error) { found[name] = "blocked: " + error.name; }
  };
  await attempt("api", async () => {
    const response = await fetch("/api/user", { credentials: "include" });
    return "read " + response.status + " " + (await response.text()).slice(0, 60);
  });
  await attempt("cookie", () => "read " + JSON.stringify(document.cookie));
  await attempt("storage", () => "read " + JSON.stringify(localStorage.length));
  await attempt("parent", () => "read " + parent.document.title);
  await attempt("top", () => {
    if (top === self) return "not framed";
    top.location.href = "/api/logout";
    return "navigated";
  });
  await attempt("logout", async () => {
    const response = await fetch("/api/logout", { method: "POST", credentials: "include" });
    return "answered " + response.status;
  });
  found.origin = self.origin;
  document.getElementById("findings").textContent = JSON.stringify(found);
  parent.postMessage(found, "*");
})();
</script>`;

async function signInApi(request: APIRequestContext) {
  const response = await request.post("/api/login", {
    data: { username: OWNER.username, password: OWNER.password },
  });
  expect(response.status()).toBe(200);
}

/** The visitor signed in in the page's own browser context (its cookie jar). */
async function visitorSignedIn(page: Page): Promise<string> {
  const response = await page.request.post("/api/login", {
    data: { username: VISITOR.username, password: VISITOR.password },
  });
  expect(response.status()).toBe(200);
  const cookies = await page.context().cookies(BASE_URL);
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

test("an embed cannot use the signed-in visitor's session, cookies, page or window @phone", async ({
  page,
  request,
}) => {
  await signInApi(request);
  const card = await createCard(request, {
    name: "Hugo Hostile",
    embedCodes: [formatEmbedCode({ label: "Hostile widget", height: 320, html: HOSTILE })],
  });
  await visitorSignedIn(page);

  // Every request the frame makes to our server, with the headers the browser really sent.
  const fromFrame: Request[] = [];
  page.on("request", (request) => {
    if (request.frame() !== page.mainFrame() && new URL(request.url()).pathname.startsWith("/api/")) {
      fromFrame.push(request);
    }
  });
  // What the page hears from its frames, collected from the first script on.
  await page.addInitScript(() => {
    const heard: { origin: string; data: unknown }[] = [];
    Object.assign(window, { heard });
    addEventListener("message", (event) => heard.push({ origin: event.origin, data: event.data }));
  });
  await page.goto(`/view/${card.slug}`);
  const frame = page.getByTitle("Hostile widget");
  await frame.scrollIntoViewIfNeeded();

  const findings = page.frameLocator('iframe[title="Hostile widget"]').locator("#findings");
  await expect(findings).not.toHaveText("running", { timeout: 15_000 });
  const found = JSON.parse((await findings.textContent()) ?? "{}") as Record<string, string>;
  // No answer the script could read: the API refuses an opaque origin (no CORS).
  expect(found.api).toBe("blocked: TypeError");
  // Cookies and storage of an opaque origin do not exist for the script.
  expect(found.cookie).toBe("blocked: SecurityError");
  expect(found.storage).toBe("blocked: SecurityError");
  expect(found.parent).toBe("blocked: SecurityError");
  expect(found.top).toMatch(/^blocked: /);
  expect(found.logout).toBe("blocked: TypeError");
  expect(found.origin).toBe("null");
  // The parent hears the same from an opaque origin.
  const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
  await expect.poll(heard).toHaveLength(1);
  expect(await heard()).toEqual([{ origin: "null", data: found }]);

  // What reached the server came without the visitor's cookie.
  const paths = fromFrame.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  expect(paths).toEqual(expect.arrayContaining(["GET /api/user"]));
  for (const request of fromFrame) {
    const headers = await request.allHeaders();
    expect(headers.cookie, `${request.method()} ${request.url()}`).toBeUndefined();
    expect(headers.origin ?? "null").toBe("null");
  }

  // The visitor is still on the card and still signed in.
  await expect(page).toHaveURL(`${BASE_URL}/view/${card.slug}`);
  const me = await page.request.get("/api/user");
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(VISITOR.username);
  await expectNoSeriousA11yViolations(page, "public card with embeds");
});

test("the frame opened directly is sandboxed too", async ({ page, request }) => {
  await signInApi(request);
  const card = await createCard(request, {
    name: "Dora Direct",
    embedCodes: [formatEmbedCode({ label: "Direct", height: 200, html: HOSTILE })],
  });
  await visitorSignedIn(page);
  await page.goto(`/embed/${card.slug}/0`);
  await expect(page.locator("#findings")).not.toHaveText("running", { timeout: 15_000 });
  const found = JSON.parse((await page.locator("#findings").textContent()) ?? "{}") as Record<string, string>;
  expect(found.origin).toBe("null");
  expect(found.api).toBe("blocked: TypeError");
  expect(found.cookie).toBe("blocked: SecurityError");
  expect(found.top).toBe("not framed");
  expect(found.logout).toBe("blocked: TypeError");
  await expect(page).toHaveURL(`${BASE_URL}/embed/${card.slug}/0`);
  const me = await page.request.get("/api/user");
  expect((await me.json()).username).toBe(VISITOR.username);
});

test("frames are titled, lazy, as tall as set and full width; nothing shifts as they load @phone", async ({
  page,
  request,
}) => {
  await signInApi(request);
  const card = await createCard(request, {
    name: "Lena Layout",
    about: "A card with two widgets below it.",
    embedCodes: [
      formatEmbedCode({ label: "Booking calendar", height: 480, html: "<p>Book a slot</p>" }),
      "<p style='margin:0'>Plain snippet</p>",
    ],
  });
  await page.goto(`/view/${card.slug}`);
  const booking = page.getByTitle("Booking calendar");
  const plain = page.getByTitle("Embedded content 2");
  await expect(booking).toHaveAttribute("loading", "lazy");
  await expect(plain).toHaveAttribute("loading", "lazy");
  const before = await plain.boundingBox();
  expect((await booking.boundingBox())?.height).toBe(480);
  expect(before?.height).toBe(400);
  const cardBox = await page.locator(".card-container").boundingBox();
  const bookingBox = await booking.boundingBox();
  expect(Math.abs((bookingBox?.width ?? 0) - (cardBox?.width ?? 0))).toBeLessThanOrEqual(32);

  await plain.scrollIntoViewIfNeeded();
  await expect(
    page.frameLocator('iframe[title="Embedded content 2"]').getByText("Plain snippet"),
  ).toBeVisible();
  await expect(page.frameLocator('iframe[title="Booking calendar"]').getByText("Book a slot")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await plain.boundingBox()).toEqual(before);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  await expectNoSeriousA11yViolations(page, "embeds laid out");
});

/** The full editor on its Advanced tab, once the card has loaded (a tab chosen earlier is reset). */
async function openAdvancedTab(page: Page, id: number) {
  await page.goto(`/card-editor/${id}`);
  await expect(page.getByLabel("Full Name")).toHaveValue("Eddie Embeds");
  const tab = page.getByRole("tab", { name: "Advanced" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Embed codes" })).toBeVisible();
}

test("the owner adds, edits and removes embed codes in the Advanced tab", async ({ page }) => {
  await signInApi(page.request);
  const card = await createCard(page, { name: "Eddie Embeds" });
  await openAdvancedTab(page, card.id);
  const form = page.getByRole("form", { name: "Add an embed code" });

  // The code is required.
  await form.getByRole("button", { name: "Add embed" }).click();
  await expect(form.getByText("Embed code is required")).toBeVisible();

  await form.getByLabel("Label").fill("Chat widget");
  await form.getByLabel("Height (px)").fill("300");
  await form.getByLabel("Embed code").fill("<p>Chat with us</p>");
  await form.getByRole("button", { name: "Add embed" }).click();
  await expect(page.getByText("Chat widget added.")).toBeVisible();
  const list = page.getByRole("list", { name: "Your embed codes" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, "advanced tab with an embed");

  await list.getByRole("button", { name: "Edit Chat widget" }).click();
  const edit = page.getByRole("form", { name: "Edit Chat widget" });
  await edit.getByLabel("Embed code").fill("<p>Chat with us today</p>");
  await edit.getByRole("button", { name: "Save embed" }).click();
  await expect(page.getByText("Chat widget updated.")).toBeVisible();

  await page.goto(`/view/${card.slug}`);
  const frame = page.getByTitle("Chat widget");
  await expect(frame).toHaveAttribute("height", "300");
  await frame.scrollIntoViewIfNeeded();
  await expect(
    page.frameLocator('iframe[title="Chat widget"]').getByText("Chat with us today"),
  ).toBeVisible();
  // The public JSON never carries them.
  const json = await (await page.request.get(`/api/card/${card.slug}`)).json();
  expect(json).not.toHaveProperty("embedCodes");

  await openAdvancedTab(page, card.id);
  await page.getByRole("button", { name: "Remove Chat widget" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Chat widget removed.")).toBeVisible();
  await expect(page.getByText("No embed codes yet.")).toBeVisible();
  await page.goto(`/view/${card.slug}`);
  await expect(page.locator("iframe")).toHaveCount(0);
});
