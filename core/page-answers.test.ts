import { describe, expect, it } from "vitest";
import { PAGE_ANSWERS_ELEMENT_ID, pageAnswersScript, parsePageAnswers } from "./page-answers";

describe("page answers", () => {
  it("travel in a JSON script element that nothing in them can close", () => {
    const answers = { "/api/business-cards": [{ name: "</script><script>alert(1)</script><!--" }] };
    const script = pageAnswersScript(answers);
    expect(script.startsWith(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">`)).toBe(true);
    const text = script.slice(script.indexOf(">") + 1, -"</script>".length);
    expect(text).not.toContain("<");
    expect(parsePageAnswers(text)).toEqual(answers);
  });

  it("read back only as an object of answers", () => {
    expect(parsePageAnswers("not json")).toBeUndefined();
    expect(parsePageAnswers("[1,2]")).toBeUndefined();
    expect(parsePageAnswers("null")).toBeUndefined();
    expect(parsePageAnswers('{"/api/user":{"id":1}}')).toEqual({ "/api/user": { id: 1 } });
  });
});
