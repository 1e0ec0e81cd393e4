/**
 * Personal API tokens end to end: a person makes a token on the Account page, sees it once, uses
 * it from outside the browser against /api/v1/cards, revokes it there and is refused; and the API
 * reference page renders its operations in the browser under the app's Content-Security-Policy.
 */

import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { ADMIN } from "./support/users";

test("a token is made on the Account page, shown once, works, and stops when revoked @phone", async ({
  page,
  baseURL,
}) => {
  const username = `tok-${test.info().project.name.slice(0, 1)}${Math.random().toString(36).slice(2, 8)}`;
  const person = { username, password: `${username}-secret-7` };
  await signIn(page, ADMIN);
  const made = await page.request.post("/api/users", {
    data: {
      ...person,
      fullName: "Tia Tokens",
      email: `${username}@cardfolio.test`,
      accessLevel: 1,
      cardSlug: "",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.context().clearCookies();
  await signIn(page, person);

  await page.goto("/account");
  await page.getByRole("tab", { name: "API tokens" }).click();
  await expect(page.getByText("You have no API tokens yet.")).toBeVisible();
  await page.getByLabel("Token name").fill("Zapier");
  await page.getByRole("checkbox", { name: /analytics:read/ }).check();
  await page.getByLabel("Expires after").selectOption("30");
  await page.getByRole("button", { name: "Create token" }).click();

  const shown = page.getByTestId("new-api-token");
  await expect(shown).toContainText("it will not be shown again");
  const token = await shown.getByLabel("API token", { exact: true }).inputValue();
  expect(token).toMatch(/^cfp_[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page, "token shown once");

  const list = page.getByRole("list", { name: "Your API tokens" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Zapier");
  await expect(list).toContainText("cards:read, analytics:read");
  await expect(list).toContainText("never used");
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByLabel("API token", { exact: true })).toHaveCount(0);

  // From outside the browser: no cookie, the token alone.
  const call = () =>
    fetch(new URL("/api/v1/cards", baseURL), { headers: { authorization: `Bearer ${token}` } });
  const answered = await call();
  expect(answered.status).toBe(200);
  // The card the new account was given.
  expect(await answered.json()).toMatchObject({ total: 1, cards: [{ name: "Tia Tokens" }] });

  await page.reload();
  await page.getByRole("tab", { name: "API tokens" }).click();
  await expect(list).toContainText("last used");
  await list.getByRole("button", { name: "Revoke token Zapier" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expectToast(page, "Token revoked");
  await expect(list).toContainText("Revoked");
  await expect(list.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
  expect((await call()).status).toBe(401);
});

test("an administrator sees everyone's tokens on the Security screen and revokes one", async ({
  page,
  baseURL,
}) => {
  await signIn(page, ADMIN);
  const name = `Admin view ${Math.random().toString(36).slice(2, 8)}`;
  const made = await page.request.post("/api/account/tokens", { data: { name, scopes: ["cards:read"] } });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };

  await page.goto("/security");
  await page.getByRole("tab", { name: "API tokens" }).click();
  const list = page.getByRole("list", { name: "Everyone's API tokens" });
  const item = list.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(`Owner: ${ADMIN.username}`);
  await expectNoSeriousA11yViolationsInBothThemes(page, "everyone's tokens");
  await item.getByRole("button", { name: `Revoke token ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(item).toContainText("Revoked");
  const answer = await fetch(new URL("/api/v1/cards", baseURL), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(401);
});

test("the API reference page renders the operations under the app's CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: /Cardfolio API/ })).toBeVisible();
  await expect(
    page.locator(".opblock-summary-path", { hasText: "/api/v1/cards/{id}/analytics" }),
  ).toBeVisible();
  await expect(
    page.locator(".opblock-get .opblock-summary-path", { hasText: /^\/api\/v1\/cards$/ }),
  ).toBeVisible();
  await expect(page.locator(".opblock-delete")).not.toHaveCount(0);
  expect(violations).toEqual([]);
});
