/**
 * The Security tab's signed-in sessions: a person signed in on two devices sees both, this one
 * marked, the other named by its browser and system; signing out the others ends the other
 * device's session at once.
 */
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { ADMIN } from "./support/users";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

test("the Security tab lists the signed-in sessions and signs out the others @phone", async ({
  page,
  request,
}) => {
  const username = `sess-${test.info().project.name.slice(0, 1)}${Math.random().toString(36).slice(2, 8)}`;
  const person = { username, password: `${username}-secret-7` };
  await signIn(page, ADMIN);
  const made = await page.request.post("/api/users", {
    data: {
      ...person,
      fullName: "Sam Sessions",
      email: `${username}@cardfolio.test`,
      accessLevel: 1,
      cardSlug: "",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.context().clearCookies();

  // Another device: its own cookies, another browser.
  const elsewhere = await request.post("/api/login", {
    data: person,
    headers: { "user-agent": FIREFOX_WINDOWS },
  });
  expect(elsewhere.status()).toBe(200);
  await signIn(page, person);

  await page.goto("/account");
  await page.getByRole("tab", { name: "Security" }).click();
  const list = page.getByRole("list", { name: "Signed-in sessions" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list).toContainText("(this session)");
  await expect(list).toContainText("Firefox on Windows");

  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expectToast(page, "Success", "Signed out of your other sessions");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect((await request.get("/api/user")).status()).toBe(401);
});
