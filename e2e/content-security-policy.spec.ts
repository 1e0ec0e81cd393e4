/**
 * The app's own screens keep to its Content-Security-Policy (script-src 'self', no eval): the
 * browser reports no violation while the signed-in screens load, validate and save. A violation
 * is a console issue and fails Lighthouse's best-practices audit; zod's eval probe was one
 * (web/src/lib/zod-without-eval.ts).
 */
import { openCardEditor, saveStatus } from "./support/card-editor";
import { createCard } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { USERS } from "./support/users";

const OWNER = USERS.cardEditor;

/** The violations the page has reported since it loaded. */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test("the signed-in screens load, check and save without a CSP violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await signIn(page, OWNER);
  const card = await createCard(page, { name: "Cyd Policy" });

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The editor builds and runs the card's schemas on every save.
  await openCardEditor(page, card.id);
  const title = page.getByRole("tabpanel").getByLabel("Job Title", { exact: true });
  await title.fill("Policy keeper");
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(saveStatus(page)).toHaveText("Saved");
  expect(await violations(page)).toEqual([]);

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
