import { describe, expect, it } from "vitest";
import { estimateTokens, promptTokens } from "./token-estimate";

describe("the engine's own token count", () => {
  it("counts a token per three bytes of UTF-8, so text in any script counts by its size", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcdef")).toBe(2);
    // Three bytes a character: one token each, as tokenizers mostly count them.
    expect(estimateTokens("価格は")).toBe(3);
    expect(estimateTokens("abcd")).toBe(2);
  });

  it("adds the chat format's framing of each message and of the reply", () => {
    expect(promptTokens([])).toBe(4);
    expect(promptTokens([{ content: "abcdef" }, { content: "価格は" }])).toBe(4 + (4 + 2) + (4 + 3));
  });
});
