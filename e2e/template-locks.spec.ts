/**
 * A card linked to its organisation's template, in both editors: what the template locks is
 * shown disabled with the reason read with the field, what it hides is empty with its own
 * reason, the rest saves as always (also after the template changed while the editor was open),
 * and the directory switch saves. The organisation, its member and the template are made through
 * the HTTP API by the seeded administrator; each project has its own.
 */
import type { APIRequestContext } from "@playwright/test";
import type { BusinessCard } from "../core/card";
import { expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { editorField, openCardEditor, openEditorTab, saveStatus } from "./support/card-editor";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { ADMIN } from "./support/users";

const COMPANY_LOCKED = "Company is locked by your organisation's template.";
const THEME_LOCKED = "Theme is locked by your organisation's template.";
const ABOUT_HIDDEN = "About is hidden by your organisation's template.";
const LISTED = "Listed in the organisation's directory";
const TEMPLATE = {
  name: "Staff",
  fields: { company: "Acme Ltd", theme: "corporate" },
  locked: ["company", "theme"],
  hidden: ["about"],
};

interface LinkedCard {
  member: { id: number; username: string; password: string };
  orgId: number;
  templateId: number;
  cardId: number;
}

/** Names unique to this test and project, so the two projects and reruns never meet. */
function uniqueName(prefix: string): string {
  const info = test.info();
  return `${prefix}-${info.project.name.slice(0, 1)}${info.testId.slice(-8)}`.toLowerCase();
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, status = 201): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * As the administrator (`admin`, an API context of its own): an organisation, a member of it and
 * the template; then, as the member signed in on `page`, a card made from the template.
 */
async function linkedCardOfNewMember(admin: APIRequestContext, page: Page): Promise<LinkedCard> {
  await ok(
    await admin.post("/api/login", { data: { username: ADMIN.username, password: ADMIN.password } }),
    200,
  );
  const slug = uniqueName("acme");
  const org = await ok<{ id: number }>(
    await admin.post("/api/organizations", { data: { name: "Acme", slug } }),
  );
  const username = uniqueName("staff");
  const member = { username, password: `${username}-secret-7` };
  const user = await ok<{ id: number }>(
    await admin.post("/api/users", {
      data: {
        ...member,
        email: `${username}@cardfolio.test`,
        fullName: "Sam Staff",
        accessLevel: 4,
        cardSlug: "",
      },
    }),
  );
  await ok(
    await admin.post(`/api/organizations/${org.id}/members`, { data: { userId: user.id, role: "member" } }),
  );
  const template = await ok<{ id: number }>(
    await admin.post(`/api/organizations/${org.id}/templates`, { data: TEMPLATE }),
  );
  await signIn(page, member);
  const card = await ok<BusinessCard>(
    await page.request.post("/api/business-cards", { data: { name: "Sam Staff", templateId: template.id } }),
  );
  return { member: { ...member, id: user.id }, orgId: org.id, templateId: template.id, cardId: card.id };
}

async function savedCard(page: Page, id: number): Promise<BusinessCard> {
  return ok<BusinessCard>(await page.request.get(`/api/business-cards/${id}`), 200);
}

test.describe("a card on its organisation's template", () => {
  test("the full editor holds the locked and hidden fields, saves the rest and the directory switch @phone", async ({
    page,
    request,
  }) => {
    const { cardId } = await linkedCardOfNewMember(request, page);
    await openCardEditor(page, cardId);

    await expect(page.getByRole("note", { name: "Your organisation" })).toHaveText(
      "This card uses your organisation's template “Staff”. Locked fields are set by your organisation.",
    );
    const company = editorField(page, "Company Name");
    await expect(company).toBeDisabled();
    await expect(company).toHaveValue("Acme Ltd");
    await expect(company).toHaveAccessibleDescription(COMPANY_LOCKED);
    await expect(page.getByRole("tabpanel").getByText(COMPANY_LOCKED)).toBeVisible();
    const about = editorField(page, "About");
    await expect(about).toBeDisabled();
    await expect(about).toHaveValue("");
    await expect(about).toHaveAccessibleDescription(ABOUT_HIDDEN);

    await editorField(page, "Job Title").fill("Head of Sales");
    await editorField(page, "Website").fill("acme-sales.example");
    await expect(saveStatus(page)).toHaveText("Saved");
    await expect
      .poll(async () => {
        const card = await savedCard(page, cardId);
        return [card.title, card.website, card.company];
      })
      .toEqual(["Head of Sales", "https://acme-sales.example", "Acme Ltd"]);

    const listed = page.getByRole("switch", { name: LISTED });
    await expect(listed).not.toBeChecked();
    await listed.check();
    await expect(saveStatus(page)).toHaveText("Saved");
    await expect.poll(async () => (await savedCard(page, cardId)).listed).toBe(true);
    await expectNoSeriousA11yViolationsInBothThemes(page, "Basic Info, linked card");

    await openEditorTab(page, "Design");
    const changeTheme = page.getByRole("button", { name: "Change Theme", exact: true });
    await expect(changeTheme).toBeDisabled();
    await expect(changeTheme).toHaveAccessibleDescription(THEME_LOCKED);
    await expectNoSeriousA11yViolationsInBothThemes(page, "Design, linked card");
  });

  test("a save of other fields goes through after the template changed under the open editor", async ({
    page,
    request,
  }) => {
    const { cardId, orgId, templateId } = await linkedCardOfNewMember(request, page);
    await openCardEditor(page, cardId);
    await expect(editorField(page, "Company Name")).toHaveValue("Acme Ltd");

    // The editor read the card with "Acme Ltd"; sending that back now would be refused.
    await ok(
      await request.put(`/api/organizations/${orgId}/templates/${templateId}`, {
        data: { ...TEMPLATE, fields: { ...TEMPLATE.fields, company: "Acme Group" } },
      }),
      200,
    );
    await editorField(page, "Job Title").fill("Account Manager");
    await expect(saveStatus(page)).toHaveText("Saved");
    const card = await savedCard(page, cardId);
    expect([card.title, card.company]).toEqual(["Account Manager", "Acme Group"]);
  });

  test("a card the organisation deactivated says so at the top of the editor", async ({ page, request }) => {
    const { cardId, orgId, member } = await linkedCardOfNewMember(request, page);
    await ok(
      await request.delete(`/api/organizations/${orgId}/members/${member.id}`, {
        data: { deactivate: true },
      }),
      200,
    );
    await openCardEditor(page, cardId);
    await expect(page.getByRole("note", { name: "Your organisation" })).toContainText(
      "Your organisation deactivated this card: its page tells visitors it is no longer active.",
    );
  });

  test("the quick editor holds the locked and hidden fields and edits the rest @phone", async ({
    page,
    request,
  }) => {
    const { cardId } = await linkedCardOfNewMember(request, page);
    await page.goto(`/mobile-editor/${cardId}`);
    await expect(page.getByRole("heading", { name: "Quick Editor", level: 1 })).toBeVisible();
    await expect(page.getByRole("note", { name: "Your organisation" })).toContainText("“Staff”");

    const company = page.getByRole("button", { name: /Company Name/ });
    await expect(company).toBeDisabled();
    await expect(company).toHaveAccessibleDescription(COMPANY_LOCKED);
    await expect(company).toContainText("Acme Ltd");
    const about = page.getByRole("button", { name: /^About/ });
    await expect(about).toBeDisabled();
    await expect(about).toHaveAccessibleDescription(ABOUT_HIDDEN);
    const theme = page.getByRole("button", { name: /Card Theme/ });
    await expect(theme).toBeDisabled();
    await expect(theme).toHaveAccessibleDescription(THEME_LOCKED);

    await page.getByRole("button", { name: /Job Title/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Job Title" });
    await dialog.getByLabel("Job Title").fill("Field Engineer");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /Job Title/ })).toContainText("Field Engineer");
    await expectNoSeriousA11yViolationsInBothThemes(page, "quick editor, linked card");
  });
});
