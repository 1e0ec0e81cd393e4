import { describe, expect, it } from "vitest";
import { affirmedPhrases, affirms, findPhrases, toWords } from "./phrase-match";

describe("phrase matching", () => {
  it("matches whole words, case-insensitively", () => {
    expect(affirms("Can we CALL tomorrow?", ["call"])).toBe(true);
    expect(affirms("I can't recall the name", ["call"])).toBe(false);
    expect(affirms("I'm a first-time buyer", ["buy"])).toBe(false);
    expect(affirms("non-stop support", ["stop"])).toBe(false);
  });

  it("matches multi-word phrases word by word, across punctuation and spacing", () => {
    expect(affirms("No,   thanks!", ["no thanks"])).toBe(true);
    expect(affirms("Tell me\nmore please", ["tell me more"])).toBe(true);
    expect(affirms("tell me about more", ["tell me more"])).toBe(false);
  });

  it("reads curly apostrophes as straight ones", () => {
    expect(affirms("I\u2019m in", ["i'm"])).toBe(true);
  });

  it("marks a phrase right after a negation in the same clause as negated", () => {
    expect(affirms("I'm not interested", ["interested"])).toBe(false);
    expect(affirms("I don't want to buy", ["buy"])).toBe(false);
    expect(affirms("Not sure yet, but interested", ["interested"])).toBe(true);
    expect(affirms("I do not know. Interested though", ["interested"])).toBe(true);
    const hits = findPhrases(toWords("not interested"), ["interested"]);
    expect(hits).toEqual([{ phrase: "interested", start: 1, end: 2, negated: true }]);
  });

  it("lets the last word match its plural when asked", () => {
    expect(affirms("show me your demos", ["demo"])).toBe(false);
    expect(affirms("show me your demos", ["demo"], { plurals: true })).toBe(true);
    expect(affirms("any case studies?", ["case study"], { plurals: true })).toBe(false);
  });

  it("lists each affirmed phrase once", () => {
    expect(
      affirmedPhrases("budget, budget and timeline; not interested", ["budget", "timeline", "interested"]),
    ).toEqual(new Set(["budget", "timeline"]));
  });

  it("is linear on long input", () => {
    const long = "a-".repeat(200_000) + "x ".repeat(200_000);
    expect(affirms(long, ["tell me more", "x x x y"])).toBe(false);
  });
});
