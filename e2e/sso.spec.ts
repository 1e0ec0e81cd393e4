/**
 * Single sign-on with the organisation's identity provider: the button on the sign-in page, the
 * round trip to the provider and back into the dashboard, a flow cancelled at the provider, and
 * an existing account linked with its password once. The provider is the test one (oidc-provider),
 * run with its own application by support/sso-server.ts: the suite's server has no provider, so
 * its sign-in page stays as the other specs know it.
 */
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, type Page, test } from "./support/fixtures";
import { type OwnAppProcess, startOwnApp } from "./support/own-app-process";
import { expectToast } from "./support/toasts";

/** As support/sso-server.ts configures and seeds them. */
const SSO_LABEL = "Sign in with Example SSO";
const LINKER_PASSWORD = "linker-password-1";

let server: OwnAppProcess | undefined;
let origin = "";
let issuer = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnApp("e2e/support/sso-server.ts");
  [origin = "", issuer = ""] = server.ready;
});

test.afterAll(() => {
  server?.stop();
});

const ssoButton = (page: Page) => page.getByRole("link", { name: SSO_LABEL });

/** From the sign-in page to the provider's page, by the button. */
async function toProvider(page: Page): Promise<void> {
  await page.goto(`${origin}/auth`);
  await ssoButton(page).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
}

async function signInAtProvider(page: Page, account: string): Promise<void> {
  await page.getByLabel("Account").fill(account);
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("single sign-on", { tag: "@phone" }, () => {
  test("the sign-in page offers the provider's button beside the password form", async ({ page }) => {
    const config = page.waitForResponse((response) => response.url().endsWith("/api/config/auth"));
    await page.goto(`${origin}/auth`);
    expect(await (await config).json()).toEqual({
      allowSignup: false,
      sso: { label: SSO_LABEL, startUrl: "/api/auth/oidc/start" },
    });
    await expect(ssoButton(page)).toBeVisible();
    await expect(ssoButton(page)).toHaveAttribute("href", "/api/auth/oidc/start");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "sign-in with single sign-on");
  });

  test("the round trip through the provider makes the account and lands on the dashboard", async ({
    page,
  }, testInfo) => {
    const name = `new-${testInfo.project.name}-${Date.now().toString(36)}`;
    await toProvider(page);
    await signInAtProvider(page, name);
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    const me = await page.request.get(`${origin}/api/user`);
    expect(await me.json()).toMatchObject({ username: name, email: `${name}@corp.example`, accessLevel: 1 });
    // Signed in: the sign-in page sends the person on.
    await page.goto(`${origin}/auth`);
    await expect(page).toHaveURL(`${origin}/dashboard`);
  });

  test("a sign-in cancelled at the provider ends on the sign-in page with the reason", async ({ page }) => {
    await toProvider(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`${origin}/auth?sso_error=denied`);
    await expect(page.getByRole("alert")).toContainText(
      "Single sign-on was cancelled or refused by the identity provider.",
    );
    await expect(ssoButton(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "sign-in after a cancelled single sign-on");
  });

  test("an existing account with the provider's email is linked by its password once", async ({
    page,
  }, testInfo) => {
    const linker = `linker-${testInfo.project.name}`;
    await toProvider(page);
    await signInAtProvider(page, linker);
    await expect(page).toHaveURL(`${origin}/auth?sso=link`);
    await expect(page.getByRole("heading", { name: "Link your account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "link your account");

    await page.getByLabel("Username").fill(linker);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Link and sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid username or password");

    await page.getByLabel("Password", { exact: true }).fill(LINKER_PASSWORD);
    await page.getByRole("button", { name: "Link and sign in" }).click();
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await expectToast(page, "Account linked");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    // Linked: after signing out, the provider signs it in straight away.
    await page.context().clearCookies();
    await toProvider(page);
    await signInAtProvider(page, linker);
    await expect(page).toHaveURL(`${origin}/dashboard`);
    const me = await page.request.get(`${origin}/api/user`);
    expect(await me.json()).toMatchObject({ username: linker });
  });
});
