import { describe, expect, it } from "vitest";
import { scopedCardCss, type WarningLog } from "./card-custom-css";

function capturingLog() {
  const lines: { details: object; message: string }[] = [];
  const log: WarningLog = { warn: (details, message) => lines.push({ details, message }) };
  return { log, lines };
}

describe("a card's custom CSS on its page", () => {
  it("is scoped under the card's root", () => {
    const { log, lines } = capturingLog();
    expect(scopedCardCss(7, "body{color:red} .a{position:var(--p)}", log)).toBe(
      "#card-7{color:red}#card-7 .a{}",
    );
    expect(lines).toEqual([]);
  });

  it("is left out when it cannot be processed, logged once per card and CSS", () => {
    const { log, lines } = capturingLog();
    const deep = "@layer a{".repeat(1955);
    for (let i = 0; i < 3; i++) expect(scopedCardCss(8, deep, log)).toBe("");
    expect(lines).toEqual([
      {
        details: { cardId: 8, reason: "Error: Custom CSS nested more than 16 levels deep is not processed" },
        message: "custom CSS of a card could not be processed; its page is shown without it",
      },
    ]);
    // Another card, or other CSS of the same card, is news.
    scopedCardCss(9, deep, log);
    scopedCardCss(8, `${deep}x`, log);
    expect(lines.map((line) => (line.details as { cardId: number }).cardId)).toEqual([8, 9, 8]);
  });
});
