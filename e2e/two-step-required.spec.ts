/**
 * A level that requires two-step verification: an account without an authenticator app is led
 * through its setup at sign-in (QR code and key, a first code, the recovery codes), and turning it
 * on signs it in. Run on an application of its own (support/mfa-required-server.ts), since the
 * setting would reach every other spec's administrator on the suite's server.
 */
import { totpCodeAt } from "../server/modules/mfa/totp";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, test } from "./support/fixtures";
import { type OwnAppProcess, startOwnApp } from "./support/own-app-process";
import { submitLogin } from "./support/sign-in";
import { expectToast } from "./support/toasts";

let server: OwnAppProcess | undefined;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnApp("e2e/support/mfa-required-server.ts");
  origin = server.ready[0]!;
});
test.afterAll(() => server?.stop());

test("an account whose level requires it sets up two-step verification to sign in @phone", async ({
  page,
}) => {
  const username = `lee-${test.info().project.name}`;
  await page.goto(`${origin}/auth`);
  await submitLogin(page, username, "lee-password-1");
  await expect(page.getByRole("heading", { name: "Set up two-step verification" })).toBeVisible();
  await expect(page.getByText("Your access level requires a code from an authenticator app")).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "required setup");
  // Not signed in yet: the app's pages still ask for a sign-in.
  expect((await page.request.get(`${origin}/api/user`)).status()).toBe(401);

  const secret = (await page.getByLabel("Key for typing in").inputValue()).replaceAll(" ", "");
  await page.getByLabel("Code from the app").fill(totpCodeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expectNoSeriousA11yViolationsInBothThemes(page, "recovery codes at sign-in");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/dashboard$`));
  await expectToast(page, "Login successful");
});
