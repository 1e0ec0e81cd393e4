/**
 * The visitor form without JavaScript: a plain HTML form post (urlencoded) answered with a 303
 * back to the card's page, which then shows the thank-you or what went wrong. The page's cache
 * keeps the plain page apart from these variants.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { CONTACT_FORM, formTestKit } from "./form-test-kit";

const t = testAppPerFile({ FORM_RATE_LIMIT_PER_MINUTE: "3" });

const { formCard, submissionsOf, postForm } = formTestKit(() => t);

let address = 0;
const nextAddress = () => `8.8.4.${++address}`;

const JANE_FIELDS = {
  "formData[name]": "Jane Doe",
  "formData[email]": "jane@example.com",
  "formData[topic]": "Support",
  "formData[message]": "Line one\r\nLine two",
  website: "",
};

const page = async (path: string) => {
  const response = await t.request({ method: "GET", url: path });
  expect(response.statusCode, path).toBe(200);
  return response.body;
};

describe("a plain form post", () => {
  it("is stored and sent back to the card's page, which thanks the visitor", async () => {
    const { card } = await formCard();
    const response = await postForm(
      { cardId: String(card.id), ...JANE_FIELDS },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/view/${card.slug}?form=sent#visitor-form`);
    expect((await submissionsOf(card.id))[0]?.formData).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      topic: "Support",
      message: "Line one\nLine two",
    });

    const thanked = await page(`/view/${card.slug}?form=sent`);
    expect(thanked).toContain(
      '<p class="cv-form-done" role="status" tabindex="-1">Thanks, I will call you back.</p>',
    );
    // The visitor form is gone (the contact exchange's form stays).
    expect(thanked).not.toContain("data-visitor-form");
    expect(thanked).toContain(`href="/view/${card.slug}#visitor-form"`);
  });

  it("with a missing or wrong answer comes back naming the fields, with nothing stored", async () => {
    const { card } = await formCard();
    const response = await postForm(
      { cardId: String(card.id), "formData[email]": "nope", "formData[name]": "" },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/view/${card.slug}?form=error&reason=invalid&fields=name%2Cemail#visitor-form`,
    );
    expect(await submissionsOf(card.id)).toEqual([]);

    const refused = await page(`/view/${card.slug}?form=error&reason=invalid&fields=name%2Cemail`);
    expect(refused).toContain("Your message was not sent. Please check: Your name, Email.");
    expect(refused).toMatch(/id="vf-name"[^>]*aria-invalid="true"/);
    expect(refused).toMatch(/id="vf-email"[^>]*aria-invalid="true"/);
    expect(refused).not.toMatch(/id="vf-phone"[^>]*aria-invalid/);
  });

  it("with the honeypot filled is sent back as if accepted, and nothing is stored", async () => {
    const { card } = await formCard();
    const response = await postForm(
      { cardId: String(card.id), ...JANE_FIELDS, website: "https://spam.example" },
      { remoteAddress: nextAddress() },
    );
    expect(response.headers.location).toBe(`/view/${card.slug}?form=sent#visitor-form`);
    expect(await submissionsOf(card.id)).toEqual([]);
  });

  it("to a disabled form comes back saying the form takes no messages", async () => {
    const { card } = await formCard({ ...CONTACT_FORM, enabled: false });
    const response = await postForm(
      { cardId: String(card.id), ...JANE_FIELDS },
      { remoteAddress: nextAddress() },
    );
    expect(response.headers.location).toBe(`/view/${card.slug}?form=error&reason=closed#visitor-form`);
    expect(await submissionsOf(card.id)).toEqual([]);
  });

  it("past the rate limit comes back asking the visitor to wait", async () => {
    const { card } = await formCard();
    const remoteAddress = "9.9.9.9";
    for (let i = 0; i < 3; i++) {
      const accepted = await postForm({ cardId: String(card.id), ...JANE_FIELDS }, { remoteAddress });
      expect(accepted.headers.location).toContain("form=sent");
    }
    const refused = await postForm({ cardId: String(card.id), ...JANE_FIELDS }, { remoteAddress });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`/view/${card.slug}?form=error&reason=busy#visitor-form`);
    expect(await submissionsOf(card.id)).toHaveLength(3);
    expect(await page(`/view/${card.slug}?form=error&reason=busy`)).toContain(
      "Too many messages were sent from your address. Please wait a minute and try again.",
    );
  });

  it("too large for the route goes back to the page it came from", async () => {
    const { card } = await formCard();
    const response = await postForm(
      { cardId: String(card.id), ...JANE_FIELDS, "formData[message]": "m".repeat(200_000) },
      { remoteAddress: nextAddress(), headers: { referer: `http://localhost:80/view/${card.slug}` } },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/view/${card.slug}?form=error&reason=large#visitor-form`);
    expect(await submissionsOf(card.id)).toEqual([]);
  });

  it("in another charset, or as text, is refused", async () => {
    const { card } = await formCard();
    const latin = await t.request({
      method: "POST",
      url: "/api/form-submissions",
      body: `cardId=${card.id}`,
      headers: { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      remoteAddress: nextAddress(),
    });
    expect(latin.statusCode).toBe(415);
    const text = await t.request({
      method: "POST",
      url: "/api/form-submissions",
      body: `cardId=${card.id}`,
      headers: { "content-type": "text/plain" },
      remoteAddress: nextAddress(),
    });
    expect(text.statusCode).toBe(415);
  });
});

describe("the card's page", () => {
  it("draws the live form as a plain HTML form with labels and a honeypot hidden from people", async () => {
    const { card } = await formCard();
    const html = await page(`/view/${card.slug}`);
    expect(html).toMatch(/<form [^>]*action="\/api\/form-submissions" method="post">/);
    expect(html).toContain(`<input type="hidden" name="cardId" value="${card.id}"/>`);
    expect(html).toContain('<h2 id="visitor-form-title" class="cv-form-title">Get a quote</h2>');
    expect(html).toMatch(
      /<label for="vf-name">Your name<span aria-hidden="true"> \*<\/span><\/label><input id="vf-name" required=""[^>]* name="formData\[name\]"/,
    );
    expect(html).toMatch(/<select id="vf-topic" name="formData\[topic\]">/);
    expect(html).toMatch(/<textarea id="vf-message" name="formData\[message\]"/);
    expect(html).toMatch(
      /<div class="cv-form-hp" aria-hidden="true"><label for="visitor-form-website">Website<\/label><input id="visitor-form-website" type="text" tabindex="-1" autoComplete="off" name="website"\/>/,
    );
    expect(html).toContain(">Send request</button>");
    // The plain page is not the thanked one, whichever was asked for first.
    expect(await page(`/view/${card.slug}?form=sent`)).toContain("Thanks, I will call you back.");
    const again = await page(`/view/${card.slug}`);
    expect(again).toContain('<p class="cv-form-done" role="status" tabindex="-1"></p>');
    expect(again).toContain("<form");
  });

  it("shows no form when it is disabled, empty or of another shape, whatever the address says", async () => {
    for (const formConfig of [
      { ...CONTACT_FORM, enabled: false },
      { ...CONTACT_FORM, fields: [] },
      { fields: "x" },
    ]) {
      const { card } = await formCard(formConfig);
      for (const query of ["", "?form=sent"]) {
        const html = await page(`/view/${card.slug}${query}`);
        expect(html).not.toContain("visitor-form");
        expect(html).not.toContain("Thanks, I will call you back.");
      }
    }
  });

  it("says only its own words, whatever the address carries", async () => {
    const { card } = await formCard();
    const html = await page(
      `/view/${card.slug}?form=error&reason=%3Cscript%3Ealert(1)%3C%2Fscript%3E&fields=name,%3Cb%3E,unknown`,
    );
    expect(html).toContain("Your message could not be sent. Please try again.");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>");
  });
});
