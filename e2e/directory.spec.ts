/**
 * An organisation's public directory, /o/{slug}, as a visitor uses it: the listed cards by name,
 * a search by name and by team that works as a plain form, a card opened from the list; at
 * 1280 and 375 px, with no serious accessibility violation in the light or the dark scheme.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { BASE_URL } from "./support/env";
import { expect, test } from "./support/fixtures";
import { ADMIN } from "./support/users";

/** A new organisation with two teams and five listed cards (one not listed), made through the API. */
async function seedDirectory(api: APIRequestContext): Promise<{ slug: string; salesTeam: number }> {
  const send = async (method: "post" | "patch", url: string, data: unknown) => {
    const response = await api[method](url, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  expect(
    (await api.post("/api/login", { data: { username: ADMIN.username, password: ADMIN.password } })).ok(),
  ).toBe(true);
  const me = await (await api.get("/api/user")).json();
  const slug = `northwind-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const org = await send("post", "/api/organizations", { name: "Northwind Traders", slug });
  const sales = await send("post", `/api/organizations/${org.id}/teams`, { name: "Sales" });
  await send("post", `/api/organizations/${org.id}/teams`, { name: "Engineering" });
  await send("post", `/api/organizations/${org.id}/members`, {
    userId: me.id,
    role: "owner",
    teamId: sales.id,
  });
  const template = { name: "Staff", fields: { company: "Northwind Traders" }, locked: ["company"] };
  const { id: templateId } = await send("post", `/api/organizations/${org.id}/templates`, template);
  const people = [
    ["Ada Lovelace", "Engineer", true],
    ["Grace Hopper", "Account Manager", true],
    ["Alan Turing", "Engineer", true],
    ["Hidden Person", "Engineer", false],
  ] as const;
  for (const [name, title, listed] of people) {
    await send("post", "/api/business-cards", { name, title, templateId, listed });
  }
  return { slug, salesTeam: sales.id };
}

test("a visitor browses and searches an organisation's directory @phone", async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const { slug } = await seedDirectory(api);
  await api.dispose();

  await page.goto(`/o/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Traders" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("3 people");
  const people = page.getByRole("listitem");
  await expect(people).toHaveCount(3);
  await expect(people.first()).toContainText("Ada Lovelace");
  await expect(people.first()).toContainText("Engineer · Northwind Traders");
  await expect(page.getByText("Hidden Person")).toHaveCount(0);
  // No script at all: the page is the server's HTML.
  expect(await page.locator("script").count()).toBe(0);

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousA11yViolations(page, scheme);
  }
  await page.emulateMedia({ colorScheme: "light" });

  // By name, with the keyboard: the plain form's GET.
  await page.getByRole("searchbox", { name: "Name" }).fill("grace");
  await page.getByRole("searchbox", { name: "Name" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/o/${slug}\\?q=grace`));
  await expect(page.getByRole("status")).toHaveText("1 person found");
  await expect(people).toHaveCount(1);

  // By team, all names: every card here is the owner's, who is in Sales.
  await page.getByRole("searchbox", { name: "Name" }).fill("");
  await page.getByRole("combobox", { name: "Team" }).selectOption({ label: "Engineering" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toHaveText("0 people found");
  await expect(page.getByText("Nobody matches this search.")).toBeVisible();
  await page.getByRole("combobox", { name: "Team" }).selectOption({ label: "Sales" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toHaveText("3 people found");

  await page.getByRole("link", { name: /Alan Turing/ }).click();
  await expect(page).toHaveURL(/\/view\//);
  await expect(page.getByRole("heading", { name: "Alan Turing" })).toBeVisible();
});

test("an unknown organisation's address answers with a page that says so", async ({ page }) => {
  const response = await page.goto("/o/no-such-organisation-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Organisation Not Found" })).toBeVisible();
});
