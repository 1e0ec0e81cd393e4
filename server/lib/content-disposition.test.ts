import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition("Zoë 東京.vcf")).toBe(
      "attachment; filename=\"Zo_ __.vcf\"; filename*=UTF-8''Zo%C3%AB%20%E6%9D%B1%E4%BA%AC.vcf",
    );
  });

  it("keeps quotes and backslashes out of the quoted name and encodes RFC 8187's reserved marks", () => {
    expect(attachmentDisposition(`a"b\\c'(d)*.vcf`)).toBe(
      "attachment; filename=\"a_b_c'(d)*.vcf\"; filename*=UTF-8''a%22b%5Cc%27%28d%29%2A.vcf",
    );
  });
});
