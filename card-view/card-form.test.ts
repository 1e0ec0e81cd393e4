/** The visitor form rendered as the public page and the editor's preview render it. */
import { formConfigSchema } from "@core/form-config";
import { themeLook } from "@core/themes";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardForm, type CardFormProps } from "./card-form";
import { cardThemeStyle } from "./card-theme-style";

const config = formConfigSchema.parse({
  enabled: true,
  title: "Write to me",
  fields: [
    { id: "name", type: "name", label: "Your name", required: true },
    { id: "topic", type: "choice", label: "Topic", required: false, options: ["Sales"] },
  ],
  submitLabel: "Send",
  thankYouMessage: "Thanks!",
});

function render(props: Partial<CardFormProps> = {}): string {
  return renderToStaticMarkup(
    createElement(CardForm, {
      config,
      style: cardThemeStyle(themeLook("tech")),
      id: "visitor-form",
      fieldPrefix: "vf",
      ...props,
    }),
  );
}

describe("CardForm", () => {
  it("carries the card theme's colours, font and corners", () => {
    const look = themeLook("tech");
    const markup = render();
    expect(markup).toContain(`--cv-accent:${look.accent}`);
    expect(markup).toContain(`--cv-surface:${look.surface}`);
    expect(markup).toContain("--cv-font:");
    expect(markup).toContain("--cv-rb:");
  });

  it("on the public page is a form posted to the action, with the card's id and the honeypot", () => {
    const markup = render({ action: "/api/form-submissions", cardId: 42 });
    expect(markup).toMatch(
      /<form class="cv-form-body" data-visitor-form="true" data-thank-you="Thanks!" action="\/api\/form-submissions" method="post">/,
    );
    expect(markup).toContain('<input type="hidden" name="cardId" value="42"/>');
    expect(markup).toContain('id="vf-name"');
    expect(markup).toContain('id="vf-name-error"');
    expect(markup).toContain('name="website"');
  });

  it("in a preview has no form to send and its fields are disabled", () => {
    const markup = render({ id: "preview-form", fieldPrefix: "preview-field" });
    expect(markup).not.toContain("<form");
    expect(markup).not.toContain('name="website"');
    expect(markup).toMatch(/<input id="preview-field-name" disabled=""/);
    expect(markup).toMatch(/<select id="preview-field-topic" disabled=""/);
    expect(markup).toMatch(/<button type="submit" class="cv-form-submit" disabled="">Send<\/button>/);
    expect(markup).toContain("Preview: messages are sent from the public card.");
    expect(markup).toContain('id="preview-field-name"');
  });

  it("after a plain post shows the thank-you, or the refusal beside the refused fields", () => {
    const sent = render({ action: "/x", sent: { againHref: "/view/a#visitor-form" } });
    expect(sent).toContain('<p class="cv-form-done" role="status" tabindex="-1">Thanks!</p>');
    expect(sent).toContain('href="/view/a#visitor-form"');
    expect(sent).not.toContain("<form");
    const refused = render({
      action: "/x",
      refusal: { message: "Please check: Your name.", fields: ["name"] },
    });
    expect(refused).toContain("Please check: Your name.");
    expect(refused).toMatch(/id="vf-name"[^>]*aria-invalid="true" aria-describedby="visitor-form-error"/);
    expect(refused).not.toMatch(/id="vf-topic"[^>]*aria-invalid/);
  });
});
