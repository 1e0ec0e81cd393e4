import { describe, expect, it } from "vitest";
import {
  fitsNtag213,
  isTagId,
  NTAG213_NDEF_BYTES,
  ndefUriMessageBytes,
  newTagId,
  TAG_ID_ALPHABET,
  TAG_ID_LENGTH,
  tagUrl,
} from "./nfc-tags";
import { tagIdParams, tagLabelBodySchema } from "./schemas/nfc-tags";

describe("tag ids", () => {
  it("are 8 characters of the unambiguous alphabet, and pass their own check", () => {
    for (let i = 0; i < 200; i++) {
      const id = newTagId();
      expect(id).toHaveLength(TAG_ID_LENGTH);
      expect(isTagId(id)).toBe(true);
      expect(tagIdParams.safeParse({ tagId: id }).success).toBe(true);
    }
    expect(TAG_ID_ALPHABET).not.toMatch(/[01ilo]/);
  });

  it("skip the bytes that would favour some letters", () => {
    // 31 letters: 248 and above would wrap onto the first eight; they are drawn again.
    const bytes = [255, 248, 0, 30, 31, 62, 247, 1, 2, 3, 4];
    let turn = 0;
    const id = newTagId((buffer) => {
      buffer.fill(0);
      buffer.set(turn++ === 0 ? bytes.slice(0, buffer.length) : []);
      return buffer;
    });
    expect(id).toBe(
      `${TAG_ID_ALPHABET[0]}${TAG_ID_ALPHABET[30]}${TAG_ID_ALPHABET[0]}${TAG_ID_ALPHABET[0]}${TAG_ID_ALPHABET[30]}${TAG_ID_ALPHABET[1]}${TAG_ID_ALPHABET[2]}${TAG_ID_ALPHABET[3]}`,
    );
  });

  it("refuse junk: other letters, lengths, case, paths", () => {
    for (const junk of [
      "",
      "abcdefg",
      "abcdefghj",
      "ABCDEFGH",
      "abcdefg0",
      "abcdefgl",
      "../etc/p",
      "2147483648",
      "abcd efg",
    ]) {
      expect(isTagId(junk)).toBe(false);
      expect(tagIdParams.safeParse({ tagId: junk }).success).toBe(false);
    }
  });
});

describe("tag labels", () => {
  it("are trimmed and 1 to 60 characters", () => {
    expect(tagLabelBodySchema.parse({ label: "  Reception badge  " })).toEqual({ label: "Reception badge" });
    expect(tagLabelBodySchema.safeParse({ label: "x".repeat(60) }).success).toBe(true);
    expect(tagLabelBodySchema.safeParse({ label: "x".repeat(61) }).success).toBe(false);
    expect(tagLabelBodySchema.safeParse({ label: "   " }).success).toBe(false);
    expect(tagLabelBodySchema.safeParse({}).success).toBe(false);
  });
});

describe("the NDEF size of a tag's address", () => {
  it("counts the record's header, type and payload, with https:// as one byte", () => {
    // header, type length, payload length, "U", prefix code, then "cards.example.com/t/abcdefgh" (28).
    expect(ndefUriMessageBytes("https://cards.example.com/t/abcdefgh")).toBe(4 + 1 + 28);
    expect(ndefUriMessageBytes("https://www.example.com/t/abcdefgh")).toBe(4 + 1 + 22);
    expect(ndefUriMessageBytes("http://localhost:3000/t/abcdefgh")).toBe(4 + 1 + 25);
    expect(ndefUriMessageBytes("ftp://x")).toBe(4 + 1 + 7);
  });

  it("fits an NTAG213 up to 137 bytes, and a long APP_URL does not", () => {
    const fitting = tagUrl(`https://${"a".repeat(132 - "/t/abcdefgh".length)}`, "abcdefgh");
    expect(ndefUriMessageBytes(fitting)).toBe(NTAG213_NDEF_BYTES);
    expect(fitsNtag213(fitting)).toBe(true);
    expect(fitsNtag213(tagUrl(`https://${"a".repeat(122)}/`, "abcdefgh"))).toBe(false);
    // Beyond 255 bytes of payload the record's length takes four bytes.
    expect(ndefUriMessageBytes(`https://${"a".repeat(300)}`)).toBe(7 + 1 + 300);
  });

  it("joins the origin and the path with one slash", () => {
    expect(tagUrl("https://cards.example.com/", "abcdefgh")).toBe("https://cards.example.com/t/abcdefgh");
  });
});
