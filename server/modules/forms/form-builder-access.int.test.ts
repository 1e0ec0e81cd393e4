/**
 * Who may build a card's visitor form (the pricing plans: the form builder from
 * Professional, level 2): a Basic owner's card update that changes the form is refused with
 * the policy's text and changes nothing, while sending the form back as it is stays fine.
 */
import { describe, expect, it } from "vitest";
import { NO_FORM } from "../../../core/form-config";
import { FORM_BUILDER_DENIAL } from "../../../core/policy";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";
import { CONTACT_FORM } from "./form-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf, rowOf } = cardTestKit(() => t);

const put = (session: string, id: number, body: unknown) =>
  t.request({ method: "PUT", url: `/api/business-cards/${id}`, session, body });

describe("a Basic (level 1) owner", () => {
  it("cannot enable a form through a card update; nothing changes", async () => {
    const me = await signedIn(1);
    const card = await cardOf(me);
    const response = await put(me.session, card.id, { name: "Jane", formConfig: CONTACT_FORM });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: FORM_BUILDER_DENIAL });
    expect(await rowOf(card.id)).toMatchObject({ name: null, formConfig: {} });
  });

  it("cannot create a card with a form", async () => {
    const me = await signedIn(1);
    const response = await t.request({
      method: "POST",
      url: "/api/business-cards",
      session: me.session,
      body: { name: "Jane", formConfig: CONTACT_FORM },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: FORM_BUILDER_DENIAL });
  });

  it("saves the whole card as GET answered it, with the form it has (one an administrator built, or none)", async () => {
    const me = await signedIn(1);
    for (const formConfig of [{}, CONTACT_FORM, { fields: [{ name: "legacy" }] }]) {
      const card = await cardOf(me, { formConfig });
      const loaded = (
        await t.request({ method: "GET", url: `/api/business-cards/${card.id}`, session: me.session })
      ).json();
      const response = await put(me.session, card.id, { ...loaded, name: "Jane" });
      expect(response.statusCode, JSON.stringify(formConfig)).toBe(200);
      // Left as stored: a configuration of another shape is kept, not rewritten.
      expect(await rowOf(card.id)).toMatchObject({ name: "Jane", formConfig });
    }
  });
});

describe("a Professional (level 2) owner", () => {
  it("builds the form; it is stored as the schema reads it and answered as stored", async () => {
    const me = await signedIn(2);
    const card = await cardOf(me);
    const response = await put(me.session, card.id, {
      formConfig: {
        enabled: true,
        fields: [{ id: "email", type: "email", label: " Email ", options: ["x"] }],
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...NO_FORM,
      enabled: true,
      fields: [{ id: "email", type: "email", label: "Email", required: false }],
    };
    expect(response.json().formConfig).toEqual(expected);
    expect((await rowOf(card.id))?.formConfig).toEqual(expected);
  });

  it("is told what is wrong with a form, field by field", async () => {
    const me = await signedIn(2);
    const card = await cardOf(me);
    const response = await put(me.session, card.id, {
      formConfig: {
        enabled: true,
        fields: [
          { id: "topic", type: "choice", label: "Topic" },
          { id: "x", type: "date", label: "" },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      "formConfig.fields.0.options": "Topic needs at least one choice",
      "formConfig.fields.1.type":
        "A form field's type must be one of name, email, phone, text, longText, choice",
      "formConfig.fields.1.label": "Every form field needs a label",
    });
    expect((await rowOf(card.id))?.formConfig).toEqual({});
  });
});
