import { describe, expect, it } from "vitest";
import { cardFixture } from "./testing/card-fixture";
import {
  buildVCard,
  escapeVCardText,
  foldVCardLine,
  splitName,
  type VCardSource,
  vcardFileName,
} from "./vcard";

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;
/** False for a string holding half a character (a lone surrogate does not survive UTF-8). */
const wellFormed = (s: string) => new TextDecoder().decode(encoder.encode(s)) === s;
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, "");

/** A card with nothing filled in; each test adds the fields it is about. */
const EMPTY: VCardSource = cardFixture();
const OPTIONS = { cardUrl: "https://cards.test/view/jane" };

/** The unfolded content lines of a vCard. */
function contentLines(vcard: string): string[] {
  return unfold(vcard).split("\r\n").slice(0, -1);
}

describe("escapeVCardText", () => {
  it("escapes backslash, comma, semicolon and newlines per RFC 2426", () => {
    expect(escapeVCardText("a\\b,c;d\ne")).toBe("a\\\\b\\,c\\;d\\ne");
    expect(escapeVCardText("one\r\ntwo\rthree")).toBe("one\\ntwo\\nthree");
  });

  it("drops control characters but keeps tabs and non-Latin text", () => {
    expect(escapeVCardText("x\u0007y\tz 東京")).toBe("xy\tz 東京");
  });
});

describe("foldVCardLine", () => {
  it("leaves a line of 75 octets alone and folds one of 76", () => {
    expect(foldVCardLine("a".repeat(75))).toBe("a".repeat(75));
    expect(foldVCardLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
  });

  it("folds 300 non-Latin characters into lines of at most 75 octets that unfold exactly", () => {
    const about = Array.from("東京の桜は美しい。Ünal’s ξένος 😀, ".repeat(20)).slice(0, 300).join("");
    expect(Array.from(about)).toHaveLength(300);
    const line = `NOTE:${escapeVCardText(about)}`;
    const folded = foldVCardLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(5);
    for (const [i, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
      // A split inside a character would leave a lone surrogate or a replacement character.
      expect(wellFormed(part)).toBe(true);
    }
    expect(unfold(folded)).toBe(line);
  });

  it("never splits a four-octet character", () => {
    const folded = foldVCardLine(`X:${"😀".repeat(40)}`);
    for (const part of folded.split("\r\n")) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(wellFormed(part)).toBe(true);
    }
    expect(unfold(folded)).toBe(`X:${"😀".repeat(40)}`);
  });
});

describe("splitName", () => {
  it("takes the last word as family name and the rest as given name", () => {
    expect(splitName("Jane Ann  Doe")).toEqual({ given: "Jane Ann", family: "Doe" });
    expect(splitName("Jane Doe")).toEqual({ given: "Jane", family: "Doe" });
  });

  it("treats a single word as the given name and no name as empty", () => {
    expect(splitName("  Cher ")).toEqual({ given: "Cher", family: "" });
    expect(splitName(null)).toEqual({ given: "", family: "" });
    expect(splitName("   ")).toEqual({ given: "", family: "" });
  });
});

describe("vcardFileName", () => {
  it("replaces every character that is not a letter, digit or space with an underscore", () => {
    expect(vcardFileName("Jane Doe")).toBe("Jane Doe.vcf");
    expect(vcardFileName("Zoë Ünal, Ph.D.; 東京")).toBe("Zoë Ünal_ Ph_D__ 東京.vcf");
    expect(vcardFileName("R2-D2 / C3PO")).toBe("R2_D2 _ C3PO.vcf");
    expect(vcardFileName('a"b\\c\n')).toBe("a_b_c.vcf");
  });

  it("keeps combining marks with their letters and decimal digits of any script", () => {
    expect(vcardFileName("नमस्ते ٣")).toBe("नमस्ते ٣.vcf");
    expect(vcardFileName("Jose\u0301")).toBe("José.vcf");
  });

  it("is 'contact.vcf' without a name", () => {
    expect(vcardFileName(null)).toBe("contact.vcf");
    expect(vcardFileName("   ")).toBe("contact.vcf");
  });

  it("cuts long names at a character boundary so the file name fits 255 octets", () => {
    const name = vcardFileName("東".repeat(200));
    expect(octets(name)).toBeLessThanOrEqual(255);
    expect(name).toBe(`${"東".repeat(66)}.vcf`);
  });
});

describe("buildVCard", () => {
  it("writes a minimal 3.0 card with CRLF endings", () => {
    const vcard = buildVCard({ ...EMPTY, name: "Jane Doe" }, OPTIONS);
    expect(vcard.endsWith("END:VCARD\r\n")).toBe(true);
    expect(vcard.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(contentLines(vcard)).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "PRODID:-//Cardfolio//Business card//EN",
      "N:Doe;Jane;;;",
      "FN:Jane Doe",
      "item1.URL:https://cards.test/view/jane",
      "item1.X-ABLabel:Card",
      "END:VCARD",
    ]);
  });

  it("writes every field, escaped", () => {
    const lines = contentLines(
      buildVCard(
        {
          name: "Zoë Ünal, Ph.D.; 東京",
          title: "Head of R&D, EMEA",
          company: "Acme; Inc.",
          phone: "+1 555 0100",
          email: "zoe@example.com",
          address: "1 Main St, Floor 2\nSpringfield",
          website: null,
          about: "Line one\nLine two; done",
          customizations: { website: "example.com/about" },
          socialLinks: { linkedin: "https://linkedin.com/in/zoe", mastodon: "https://mastodon.social/@zoe" },
        },
        { ...OPTIONS, photo: { jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]) } },
      ),
    );
    expect(lines).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "PRODID:-//Cardfolio//Business card//EN",
      "N:東京;Zoë Ünal\\, Ph.D.\\;;;;",
      "FN:Zoë Ünal\\, Ph.D.\\; 東京",
      "ORG:Acme\\; Inc.",
      "TITLE:Head of R&D\\, EMEA",
      "TEL;TYPE=CELL:+1 555 0100",
      "EMAIL;TYPE=INTERNET:zoe@example.com",
      "ADR;TYPE=WORK:;;1 Main St\\, Floor 2\\nSpringfield;;;;",
      "URL:https://example.com/about",
      "item1.URL:https://cards.test/view/jane",
      "item1.X-ABLabel:Card",
      "X-SOCIALPROFILE;TYPE=linkedin:https://linkedin.com/in/zoe",
      "item2.URL:https://linkedin.com/in/zoe",
      "item2.X-ABLabel:LinkedIn",
      "X-SOCIALPROFILE;TYPE=mastodon:https://mastodon.social/@zoe",
      "item3.URL:https://mastodon.social/@zoe",
      "item3.X-ABLabel:Mastodon",
      "NOTE:Line one\\nLine two\\; done",
      "PHOTO;ENCODING=b;TYPE=JPEG:/9j/2Q==",
      "END:VCARD",
    ]);
  });

  it("files a card without a name under its company", () => {
    const lines = contentLines(buildVCard({ ...EMPTY, company: "Acme" }, OPTIONS));
    expect(lines).toContain("N:;;;;");
    expect(lines).toContain("FN:Acme");
    expect(lines).toContain("X-ABShowAs:COMPANY");
  });

  it("references a remote photo by address and ignores unsafe links", () => {
    const lines = contentLines(
      buildVCard(
        { ...EMPTY, name: "Jo", socialLinks: { evil: "javascript:alert(1)" } },
        { ...OPTIONS, photo: { uri: "https://img.test/p.jpg" } },
      ),
    );
    expect(lines).toContain("PHOTO;VALUE=URI:https://img.test/p.jpg");
    expect(lines.join("\n")).not.toContain("javascript");
  });

  it("cannot be made to start a line by a link that holds a line break", () => {
    const vcard = buildVCard(
      { ...EMPTY, socialLinks: { x: "https://x.test/a\nEND:VCARD\nBEGIN:VCARD" } },
      OPTIONS,
    );
    expect(contentLines(vcard).filter((l) => l === "END:VCARD")).toHaveLength(1);
    expect(contentLines(vcard)).toContain("X-SOCIALPROFILE;TYPE=x:https://x.test/aEND:VCARDBEGIN:VCARD");
  });

  it("folds a long embedded photo at 75 octets", () => {
    const vcard = buildVCard({ ...EMPTY, name: "Jo" }, { ...OPTIONS, photo: { jpeg: new Uint8Array(3000) } });
    for (const part of vcard.split("\r\n")) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(contentLines(vcard).find((l) => l.startsWith("PHOTO"))).toBe(
      `PHOTO;ENCODING=b;TYPE=JPEG:${"A".repeat(4000)}`,
    );
  });
});
