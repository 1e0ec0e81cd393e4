/**
 * What the visitor-form integration tests share: a card with a form (inserted straight into
 * the database), its stored submissions, and posts as a browser sends them.
 */
import { asc, eq } from "drizzle-orm";
import { formSubmissions } from "../../db/schema";
import type { TestApp } from "../../test/harness";
import { insertCard } from "../cards/repo";
import { IPHONE_SAFARI } from "../tracking/tracking-test-kit";

/** A form with each kind of field: what a Professional owner might build. */
export const CONTACT_FORM = {
  enabled: true,
  title: "Get a quote",
  fields: [
    { id: "name", type: "name", label: "Your name", required: true },
    { id: "email", type: "email", label: "Email", required: true },
    { id: "phone", type: "phone", label: "Phone", required: false },
    { id: "topic", type: "choice", label: "Topic", required: false, options: ["Sales", "Support"] },
    { id: "message", type: "longText", label: "Message", required: false },
  ],
  submitLabel: "Send request",
  thankYouMessage: "Thanks, I will call you back.",
};

export const JANE = {
  name: "Jane Doe",
  email: "jane@example.com",
  topic: "Sales",
  message: "Call me\nafter 5",
};

export function formTestKit(app: () => TestApp) {
  async function formCard(formConfig: Record<string, unknown> = CONTACT_FORM, accessLevel = 2) {
    const t = app();
    const owner = await t.createUser({ accessLevel, email: `${t.uniqueName("owner")}@owners.test` });
    const card = await insertCard(t.db, {
      userId: owner.user.id,
      slug: t.uniqueName("form"),
      name: "Ann Lee",
      formConfig,
    });
    return { owner, card };
  }

  const submissionsOf = (cardId: number) =>
    app()
      .db.select()
      .from(formSubmissions)
      .where(eq(formSubmissions.cardId, cardId))
      .orderBy(asc(formSubmissions.id));

  interface Sent {
    userAgent?: string;
    remoteAddress?: string;
    headers?: Record<string, string>;
  }

  /** JSON, as the page's script sends it. */
  function submit(body: unknown, { userAgent = IPHONE_SAFARI, remoteAddress, headers = {} }: Sent = {}) {
    return app().request({
      method: "POST",
      url: "/api/form-submissions",
      body,
      headers: { "user-agent": userAgent, ...headers },
      remoteAddress,
    });
  }

  /** An HTML form post, as a browser without JavaScript sends it. */
  function postForm(
    fields: Record<string, string>,
    { userAgent = IPHONE_SAFARI, remoteAddress, headers = {} }: Sent = {},
  ) {
    return app().request({
      method: "POST",
      url: "/api/form-submissions",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent, ...headers },
      remoteAddress,
    });
  }

  return { formCard, submissionsOf, submit, postForm };
}
