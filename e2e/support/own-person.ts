/**
 * People of a test's own, for specs whose user must start with nothing (no tokens, tags or
 * second step from another test): the administrator makes the account through the API, then
 * `page` signs in as it. Usernames are random per call and carry the project's first letter, so
 * the desktop and phone runs never share one.
 */
import { expect, type Page, test } from "./fixtures";
import { signIn } from "./sign-in";
import { ADMIN } from "./users";

export interface OwnPerson {
  username: string;
  password: string;
}

export async function signInAsNewPerson(
  page: Page,
  { prefix, fullName, accessLevel = 1 }: { prefix: string; fullName: string; accessLevel?: number },
): Promise<OwnPerson> {
  const username = `${prefix}-${test.info().project.name.slice(0, 1)}${Math.random().toString(36).slice(2, 8)}`;
  const person = { username, password: `${username}-secret-7` };
  await signIn(page, ADMIN);
  const made = await page.request.post("/api/users", {
    data: { ...person, fullName, email: `${username}@cardfolio.test`, accessLevel, cardSlug: "" },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.context().clearCookies();
  await signIn(page, person);
  return person;
}
