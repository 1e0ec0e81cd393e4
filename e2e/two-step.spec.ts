/**
 * Two-step verification in the browser (decision 033): set up from the account page with the QR
 * code's key and a first code, then sign in with a code from the app and with a recovery code;
 * and the administrators' Security screen with the audit log and the sign-in settings.
 * Codes are made here from the key the page shows, as an authenticator app would.
 */
import { totpCodeAt } from "../server/modules/mfa/totp";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { uniqueTag } from "./support/api-made";
import { expect, type Page, test } from "./support/fixtures";
import { signIn, submitLogin } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { ADMIN } from "./support/users";

async function newPerson(page: Page) {
  const username = uniqueTag("2fa").replaceAll("-", "").slice(0, 18);
  const person = { username, password: `${username}-secret-7` };
  await signIn(page, ADMIN);
  const made = await page.request.post("/api/users", {
    data: {
      ...person,
      fullName: "Tess Two-Step",
      email: `${username}@cardfolio.test`,
      accessLevel: 1,
      cardSlug: "",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.context().clearCookies();
  return person;
}

/** The password step, leading to the code form. */
async function passwordStep(page: Page, person: { username: string; password: string }) {
  await page.goto("/auth");
  await submitLogin(page, person.username, person.password);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
}

test("an account sets up two-step verification and signs in with a code, then a recovery code @phone", async ({
  page,
}) => {
  const person = await newPerson(page);
  await signIn(page, person);
  await page.goto("/account");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Set up two-step verification" }).click();
  const dialog = page.getByRole("dialog", { name: "Set up two-step verification" });
  await expect(
    dialog.getByRole("img", { name: "QR code to scan with your authenticator app" }),
  ).toBeVisible();
  const secret = (await dialog.getByLabel("Key for typing in").inputValue()).replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolationsInBothThemes(page, "authenticator setup");

  // A wrong code is refused with the reason, a right one turns it on.
  await dialog.getByLabel("Code from the app").fill("000000");
  await dialog.getByRole("button", { name: "Turn on" }).click();
  const field = dialog.getByLabel("Code from the app");
  if (totpCodeAt(secret, Date.now()) !== "000000")
    await expect(dialog.getByRole("alert")).toContainText("not right");
  await field.fill(totpCodeAt(secret, Date.now()));
  await dialog.getByRole("button", { name: "Turn on" }).click();
  const codes = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!;
  await dialog.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 of 10 recovery codes left.", { exact: false })).toBeVisible();

  // Signing in now asks for a code after the password; a made-up one is refused.
  await page.context().clearCookies();
  await passwordStep(page, person);
  await expectNoSeriousA11yViolationsInBothThemes(page, "second step");
  await page.getByLabel("Authentication code").fill("12");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter the 6-digit code from your authenticator app.");
  // The next step's code: the current one was taken by the setup, and one step of drift is accepted.
  await page.getByLabel("Authentication code").fill(totpCodeAt(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Login successful");

  // A recovery code instead, typed in lower case.
  await page.context().clearCookies();
  await passwordStep(page, person);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode.toLowerCase());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByText("9 of 10 recovery codes left.", { exact: false })).toBeVisible();
});

test("administrators read the audit log and the sign-in settings @phone", async ({ page }) => {
  const person = await newPerson(page);
  // A failed and a good sign-in of the new account, to find in the log.
  await page.goto("/auth");
  await submitLogin(page, person.username, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
  await signIn(page, ADMIN);
  // The sidebar: beside the page on a desktop, in the menu drawer on a phone.
  const phone = test.info().project.name === "phone";
  if (phone) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = phone
    ? page.getByRole("dialog", { name: "Menu" })
    : page.getByRole("complementary", { name: "Sidebar" });
  await nav.getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/security$/);
  await page.getByLabel("Person").fill(person.username);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const events = page.getByRole("list", { name: "Audit events" }).getByRole("listitem");
  await expect(events).toHaveCount(2);
  // Newest first.
  await expect(events.nth(0)).toContainText("Failed sign-in");
  await expect(events.nth(0)).toContainText("Failure");
  await expect(events.nth(1)).toContainText("User created");
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", `/api/audit-events/export?person=${person.username}`);
  const csv = await page.request.get((await exportLink.getAttribute("href"))!);
  expect(await csv.text()).toContain('"Sign-in","failure","password"');
  await expectNoSeriousA11yViolationsInBothThemes(page, "audit log");

  await page.getByRole("tab", { name: "Sign-in settings" }).click();
  await expect(page.getByLabel("Require two-step verification from")).toHaveValue("");
  await expect(page.getByLabel("Email domains that must use single sign-on")).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "sign-in settings");
});
