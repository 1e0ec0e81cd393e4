import { describe, expect, it } from "vitest";
import { fileNameOfDisposition } from "./download-name";

describe("fileNameOfDisposition", () => {
  it("prefers the UTF-8 name, then the plain one, then the fallback", () => {
    expect(
      fileNameOfDisposition(`attachment; filename="Jos_.vcf"; filename*=UTF-8''Jos%C3%A9.vcf`, "x.vcf"),
    ).toBe("José.vcf");
    expect(fileNameOfDisposition('attachment; filename="Ana.csv"', "x.csv")).toBe("Ana.csv");
    expect(fileNameOfDisposition("attachment", "x.csv")).toBe("x.csv");
    expect(fileNameOfDisposition(null, "x.csv")).toBe("x.csv");
  });

  it("falls back to the plain name when the UTF-8 one is not valid percent-encoding", () => {
    expect(fileNameOfDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`, "x.csv")).toBe(
      "a.csv",
    );
  });
});
