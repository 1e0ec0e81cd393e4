/** The assistant's grammar: 'a' or 'an' by sound, labels inside a sentence, plural names. */
import { describe, expect, it } from "vitest";
import { articleFor, doesOrDo, inSentence, isPluralName, startsOrStart, withArticle } from "./english";

describe("a or an", () => {
  it.each([
    ["interior & brand design studio", "an"],
    ["web design studio", "a"],
    ["agency", "an"],
    ["hour-long workshop", "an"],
    ["honest broker", "an"],
    ["university spin-off", "a"],
    ["user research lab", "a"],
    ["European consultancy", "a"],
    ["one-person shop", "a"],
    ["SEO agency", "an"],
    ["HR firm", "an"],
    ["UX studio", "a"],
    ["3D print shop", "a"],
  ])("%s takes '%s'", (phrase, article) => {
    expect(articleFor(phrase)).toBe(article);
  });

  it("writes the phrase after it", () => {
    expect(withArticle("interior & brand design studio")).toBe("an interior & brand design studio");
  });
});

describe("labels inside a sentence", () => {
  it.each([
    ["Interior & brand design studio", "interior & brand design studio"],
    ["Websites", "websites"],
    ["WordPress sites", "WordPress sites"],
    ["SEO audit", "SEO audit"],
    ["iPhone apps", "iPhone apps"],
    ["hosting", "hosting"],
  ])("%s reads as %s", (label, read) => {
    expect(inSentence(label)).toBe(read);
  });
});

describe("plural names", () => {
  it.each([
    ["Websites", true],
    ["Business cards", true],
    ["Logos", true],
    ["Hosting", false],
    ["Website design", false],
    ["Glass", false],
    ["Analytics", false],
    ["Brand consultancy", false],
    ["Citrus", false],
  ])("%s is plural: %s", (name, plural) => {
    expect(isPluralName(name)).toBe(plural);
  });

  it("agrees the verb", () => {
    expect(`How much ${doesOrDo("Websites")} websites cost?`).toBe("How much do websites cost?");
    expect(`Hosting ${startsOrStart("Hosting")} at`).toBe("Hosting starts at");
    expect(`Websites ${startsOrStart("Websites")} at`).toBe("Websites start at");
  });
});
