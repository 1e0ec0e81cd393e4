/**
 * Wallet passes on the Share anywhere screen. On a server whose operator set up both wallets'
 * signing files, 'Add to Apple Wallet' downloads the signed .pkpass and 'Add to Google Wallet'
 * leads to Google's save page; on a server without them, the screen says so, and tells an
 * administrator where the set-up is explained. Each server is the spec's own (support/wallet-server.ts),
 * one per worker: the suite's shared server has no signing files.
 */
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { createCard } from "./support/cards";
import { test as base, expect, type Page } from "./support/fixtures";
import { startOwnApp } from "./support/own-app-process";
import { signIn } from "./support/sign-in";

const PERSON = { username: "wendy-wallet", password: "wendy-wallet-pass-1", fullName: "Wendy Wallet" };
const ADMINISTRATOR = {
  username: "walt-admin",
  password: "walt-admin-pass-1",
  fullName: "Walt Admin",
  accessLevel: 5,
};

const NOT_SET_UP = "Wallet passes are not set up on this server. The server's administrator can enable them.";
const README_HINT = /The README's 'Wallet passes' section explains, step by step/;

async function ownServer(signing: "yes" | "no", use: (origin: string) => Promise<void>) {
  const server = await startOwnApp("e2e/support/wallet-server.ts", {
    WALLET_SIGNING: signing,
    WALLET_PEOPLE: JSON.stringify([PERSON, ADMINISTRATOR]),
  });
  await use(server.ready[0]!);
  server.stop();
}

const test = base.extend<object, { signedOrigin: string; unsignedOrigin: string }>({
  signedOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => ownServer("yes", use),
    // A server's first start (migrations, the first administrator) on a loaded machine.
    { scope: "worker", timeout: 120_000 },
  ],
  unsignedOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => ownServer("no", use),
    { scope: "worker", timeout: 120_000 },
  ],
});

/** The section, checked by axe in both themes at a desktop's and a phone's width. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 400 ? 700 : 800 });
    await page.locator("#wallet-passes").scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolationsInBothThemes(page, `wallet passes at ${width}px`);
  }
}

async function openShareScreen(page: Page, cardName: string) {
  const card = await createCard(page, {
    name: cardName,
    title: "Field Sales Lead",
    company: "Acme Robotics",
  });
  await page.goto(`/share/${card.id}`);
  const section = page.getByRole("region", { name: "Wallet passes" });
  await expect(section).toBeVisible();
  return { card, section };
}

test.describe("with both wallets set up", () => {
  test.use({ baseURL: async ({ signedOrigin }, use) => use(signedOrigin) });

  test("'Add to Apple Wallet' downloads the signed pass and 'Add to Google Wallet' leads to Google", async ({
    page,
  }) => {
    await signIn(page, PERSON);
    const { card, section } = await openShareScreen(page, "Wendy Wallet");
    const apple = section.getByRole("link", { name: "Add to Apple Wallet" });
    const google = section.getByRole("link", { name: "Add to Google Wallet" });
    await expect(apple).toHaveAttribute("href", `/api/business-cards/${card.id}/wallet/apple`);
    await expect(google).toHaveAttribute("href", `/api/business-cards/${card.id}/wallet/google`);
    await expect(section).not.toContainText("not set up");

    const [download] = await Promise.all([page.waitForEvent("download"), apple.click()]);
    expect(download.suggestedFilename()).toBe("Wendy Wallet.pkpass");
    const pass = await page.request.get(`/api/business-cards/${card.id}/wallet/apple`);
    expect(pass.status()).toBe(200);
    expect(pass.headers()["content-type"]).toBe("application/vnd.apple.pkpass");
    // A zip archive: Wallet opens it, and the integration tests check its signature.
    expect((await pass.body()).subarray(0, 2).toString("latin1")).toBe("PK");

    const save = await page.request.get(`/api/business-cards/${card.id}/wallet/google`, { maxRedirects: 0 });
    expect(save.status()).toBe(302);
    expect(save.headers().location).toMatch(
      /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );

    await expectAccessibleAtBothWidths(page);
  });
});

test.describe("with no wallet set up", () => {
  test.use({ baseURL: async ({ unsignedOrigin }, use) => use(unsignedOrigin) });

  test("the screen says the administrator can enable them, and tells an administrator where", async ({
    page,
  }) => {
    await signIn(page, PERSON);
    const { section } = await openShareScreen(page, "Wendy Unsigned");
    await expect(section.getByText(NOT_SET_UP)).toBeVisible();
    await expect(section.getByText(README_HINT)).toHaveCount(0);
    await expect(section.getByRole("link")).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);

    await page.context().clearCookies();
    await signIn(page, ADMINISTRATOR);
    const admin = await openShareScreen(page, "Walt Admin");
    await expect(admin.section.getByText(NOT_SET_UP)).toBeVisible();
    await expect(admin.section.getByText(README_HINT)).toBeVisible();
  });
});
