/**
 * The visitor form follows its owner's level, as the assistant does: while the card's owner is
 * below the form builder's level (2), who can then neither change nor switch the form off, the
 * public page shows no form and submissions are refused as for a disabled form (404). Moved back
 * to level 2, the form as stored is live again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { formTestKit, JANE } from "./form-test-kit";
import { FORM_CLOSED } from "./service";

const t = testAppPerFile({ FORM_RATE_LIMIT_PER_MINUTE: "1000" });
let admin: SignedInUser;
beforeAll(async () => {
  admin = await t.signedInUser(5, "admin");
});

const { formCard, submissionsOf, submit, postForm } = formTestKit(() => t);

/** Through the administration API, as in production: it drops the owner's cached cards. */
async function setLevel(userId: number, accessLevel: number) {
  const response = await t.request({
    method: "PATCH",
    url: `/api/users/${userId}`,
    body: { accessLevel },
    session: admin.session,
  });
  expect(response.statusCode).toBe(200);
}

const publicPage = async (slug: string) => (await t.request({ method: "GET", url: `/view/${slug}` })).body;

describe("a demoted owner's form", () => {
  it("leaves the public page and refuses submissions as a disabled form does, until the owner is moved back", async () => {
    const { card, owner } = await formCard();
    expect(await publicPage(card.slug)).toContain("data-visitor-form");
    expect((await submit({ cardId: card.id, formData: JANE })).statusCode).toBe(201);

    await setLevel(owner.user.id, 1);
    expect(await publicPage(card.slug)).not.toContain("data-visitor-form");
    const refused = await submit({ cardId: card.id, formData: JANE });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: FORM_CLOSED });
    // Without JavaScript: back to the card's page, which says the form is closed.
    const posted = await postForm({
      cardId: String(card.id),
      "formData[name]": JANE.name,
      "formData[email]": JANE.email,
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/view/${card.slug}?form=error&reason=closed#visitor-form`);
    expect(await submissionsOf(card.id)).toHaveLength(1);

    await setLevel(owner.user.id, 2);
    expect(await publicPage(card.slug)).toContain("data-visitor-form");
    expect((await submit({ cardId: card.id, formData: JANE })).statusCode).toBe(201);
    expect(await submissionsOf(card.id)).toHaveLength(2);
  });

  it("is never live for an owner at level 1, even when an administrator built it", async () => {
    const { card } = await formCard(undefined, 1);
    expect(await publicPage(card.slug)).not.toContain("data-visitor-form");
    const refused = await submit({ cardId: card.id, formData: JANE });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: FORM_CLOSED });
    expect(await submissionsOf(card.id)).toEqual([]);
  });
});
