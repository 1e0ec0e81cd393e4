import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv-export";

const parsed = (line: string) => Papa.parse<string[]>(line.trimEnd()).data[0];

describe("CSV cells", () => {
  it("are always quoted, with inner quotes doubled, and read back as written", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    const values = ['a "quoted" word', "comma, inside", "line\nbreak", "Zoë 東京", "", 42];
    expect(parsed(csvLine(values))).toEqual(values.map(String));
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")'],
    ["+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A9)"],
    ["\t=1+1"],
    ["\r=1+1"],
    ["- 5"],
  ])("neutralise a formula: %j", (value) => {
    expect(parsed(csvLine([value]))).toEqual([`'${value}`]);
  });

  it.each([["+1 555 0100"], ["+44 (20) 7946-0958"], ["-42"], ["+3.5"], ["Plain text"], ["1+1"]])(
    "leave %j as it is: a phone number or a number calls nothing",
    (value) => {
      expect(parsed(csvLine([value]))).toEqual([value]);
    },
  );
});
