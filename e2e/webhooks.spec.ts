/**
 * Webhooks on the Integrations screen: the owner adds an endpoint pointing at a local receiver
 * (allowlisted on this spec's own application, support/webhooks-server.ts), is shown the signing
 * secret once, sends a test event and sees it delivered in the endpoint's log; the receiver got
 * it. Then rotates the secret (asked first, the new one shown once) and deletes the endpoint.
 */
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { expect, test } from "./support/fixtures";
import { type OwnAppProcess, startOwnApp } from "./support/own-app-process";
import { submitLogin } from "./support/sign-in";
import { expectToast } from "./support/toasts";

let server: OwnAppProcess | undefined;
let origin = "";
let receiver = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnApp("e2e/support/webhooks-server.ts");
  [origin = "", receiver = ""] = server.ready;
});
test.afterAll(() => server?.stop());

test("the owner adds an endpoint, sends a test event and sees it delivered @phone", async ({ page }) => {
  const project = test.info().project.name;
  const url = `${receiver}/hooks/${project}`;
  await page.goto(`${origin}/auth`);
  await submitLogin(page, `hana-${project}`, "hana-password-1");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${origin}/integrations`);
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  await expect(page.getByText("No endpoints yet.")).toBeVisible();

  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByRole("checkbox", { name: /A card was changed/ }).check();
  await page.getByLabel("Description (optional)").fill("Local receiver");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expectToast(page, "Endpoint added");

  const endpoints = page.getByRole("list", { name: "Webhook endpoints" });
  const item = endpoints.getByRole("listitem").filter({ hasText: url });
  await expect(item).toBeVisible();
  await expect(item.getByText("lead.created, lead.updated, card.updated")).toBeVisible();
  await expect(item.getByText("Copy the signing secret now")).toBeVisible();
  await expect(item.getByText(/^whsec_[A-Za-z0-9+/]{43}=$/)).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "integrations with a new endpoint");
  await item.getByRole("button", { name: "Done" }).click();
  await expect(item.getByText(/^whsec_/)).toHaveCount(0);

  await item.getByRole("button", { name: "Send a test event" }).click();
  await expectToast(page, "Test event queued");
  const log = item.getByRole("list", { name: `Deliveries to ${url}` });
  const entry = log.getByRole("listitem").filter({ hasText: "webhook.test" });
  await expect(entry.getByText("delivered")).toBeVisible({ timeout: 15_000 });
  await expect(entry.getByText("HTTP 204")).toBeVisible();
  await expect(entry.getByText("1 attempt")).toBeVisible();
  const got = (await (await page.request.get(`${receiver}/received`)).json()) as Array<{ type: string }>;
  expect(got.filter((event) => event.type === "webhook.test").length).toBeGreaterThanOrEqual(1);

  await item.getByRole("button", { name: "Rotate secret" }).click();
  const rotate = page.getByRole("alertdialog", { name: "Rotate the signing secret?" });
  await rotate.getByRole("button", { name: "Rotate secret" }).click();
  await expect(item.getByText(/^whsec_/)).toBeVisible();

  await item.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this endpoint?" })
    .getByRole("button", { name: "Delete endpoint" })
    .click();
  await expectToast(page, "Endpoint deleted");
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
});
