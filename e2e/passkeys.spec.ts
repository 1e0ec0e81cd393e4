/**
 * Passkeys with Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain), no
 * device needed: a person adds one on the Security tab, signs out, signs in with it from the
 * sign-in page without typing a username, and removes it; the removed passkey is then refused.
 *
 * Passkeys are bound to APP_URL's host name and a browser takes no IP address for it, while the
 * suite's server is at 127.0.0.1: this spec runs its own server with APP_URL at http://localhost
 * (support/passkey-server.ts), one per worker, and its pages use that origin.
 */
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { test as base, expect, type Page } from "./support/fixtures";
import { startOwnApp } from "./support/own-app-process";
import { signIn } from "./support/sign-in";
import { expectToast, toast } from "./support/toasts";

const PERSON = { username: "pat-passkey", password: "pat-passkey-pass-1" };

const test = base.extend<object, { passkeyOrigin: string }>({
  passkeyOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const server = await startOwnApp("e2e/support/passkey-server.ts", {
        PASSKEY_USERNAME: PERSON.username,
        PASSKEY_PASSWORD: PERSON.password,
      });
      await use(server.ready[0]!);
      server.stop();
    },
    // A server's first start (migrations, the first administrator) on a loaded machine.
    { scope: "worker", timeout: 120_000 },
  ],
});
test.use({ baseURL: async ({ passkeyOrigin }, use) => use(passkeyOrigin) });

/** A platform authenticator that verifies the person (as a fingerprint would) without a prompt. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    /** Whether the next prompts verify the person (false: as a fingerprint that is not recognised). */
    verifies: (isUserVerified: boolean) =>
      cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified }),
  };
}

async function openSecurityTab(page: Page) {
  await page.goto("/account");
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
}

async function signOut(page: Page) {
  const answer = await page.request.post("/api/logout");
  expect(answer.status()).toBe(200);
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
}

test("a passkey is added, signs in without a username, and is removed @phone", async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  await signIn(page, PERSON);
  await openSecurityTab(page);
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section).toContainText("You have no passkeys yet.");

  // Added under a name the person chooses, through the browser's passkey prompt.
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  const name = dialog.getByLabel("Passkey name");
  await expect(name).not.toHaveValue("");
  await name.fill("");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Give the passkey a name.")).toBeVisible();
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page, "add a passkey");
  await name.fill("Test laptop");
  await name.press("Enter");
  await expectToast(page, "Passkey added", "You can now sign in with “Test laptop”.");
  await expect(dialog).toHaveCount(0);
  const list = section.getByRole("list", { name: "Passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Test laptop");
  await expect(list).toContainText("Never used");
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoSeriousA11yViolationsInBothThemes(page, "passkeys listed");

  // Signed out, and in again with no username typed.
  await signOut(page);
  await expectNoSeriousA11yViolations(page, "sign-in page");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, "Login successful", "Welcome back, Pat Passkey!");
  await toast(page, "Login successful").getByRole("button", { name: "Dismiss" }).click();

  await openSecurityTab(page);
  await expect(list).toContainText(/Last used/);
  await expect(list).not.toContainText("Never used");

  // Removed after a confirmation; the focus goes on to "Add a passkey".
  await list.getByRole("button", { name: "Remove passkey Test laptop" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this passkey?" });
  await expect(confirm).toContainText("You will no longer be able to sign in with “Test laptop”.");
  await confirm.getByRole("button", { name: "Remove passkey" }).click();
  await expectToast(page, "Success", "Passkey removed");
  await expect(section).toContainText("You have no passkeys yet.");
  await expect(section.getByRole("button", { name: "Add a passkey" })).toBeFocused();

  // The device still holds it, but it no longer signs in here.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Passkey sign-in failed" })).toContainText(
    "This passkey is not registered here, or it could not be verified.",
  );
  await expect(page).toHaveURL(/\/auth$/);
});

test("a passkey is renamed from the keyboard, and a failed or repeated prompt is told in plain words", async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  await signIn(page, PERSON);
  await openSecurityTab(page);
  const section = page.getByRole("region", { name: "Passkeys" });
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });

  // The device does not recognise the person: the browser refuses, nothing is added.
  await authenticator.verifies(false);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await dialog.getByLabel("Passkey name").fill("Desk key");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "The passkey was not added: the request was cancelled or timed out.",
  );
  expect(await authenticator.credentials()).toHaveLength(0);

  await authenticator.verifies(true);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expectToast(page, "Passkey added");
  await expect(dialog).toHaveCount(0);

  const rename = section.getByRole("button", { name: "Rename passkey Desk key" });
  await rename.focus();
  await page.keyboard.press("Enter");
  const renaming = page.getByRole("dialog", { name: "Rename passkey" });
  await expect(renaming.getByLabel("Passkey name")).toBeFocused();
  await renaming.getByLabel("Passkey name").fill("x".repeat(61));
  await page.keyboard.press("Enter");
  await expect(renaming.getByText("A passkey's name is at most 60 characters.")).toBeVisible();
  await renaming.getByLabel("Passkey name").fill("Office desk key");
  await page.keyboard.press("Enter");
  await expectToast(page, "Passkey renamed");
  await expect(section.getByRole("list", { name: "Passkeys" })).toContainText("Office desk key");

  // The same device again: the server's options exclude its passkey, so the browser refuses.
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await dialog.getByLabel("Passkey name").fill("Desk key again");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This device already holds a passkey for your account.");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole("list", { name: "Passkeys" }).getByRole("listitem")).toHaveCount(1);
  expect(await authenticator.credentials()).toHaveLength(1);
});
