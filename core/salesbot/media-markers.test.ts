import { describe, expect, it } from "vitest";
import { type MessageSegment, parseMediaMarkers } from "./media-markers";

/**
 * Not a speed target: a guard against catastrophic backtracking. These inputs take well under a
 * second in linear time and minutes if any pattern goes quadratic, so the bound is loose enough
 * for the busiest machine and still catches the defect.
 */
const LINEAR_TIME_BOUND_MS = 10_000;

const ID = "dQw4w9WgXcQ";
const YT_EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;
const text = (t: string): MessageSegment => ({ type: "text", text: t });

describe("parseMediaMarkers: players and images", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `http://youtube.com/watch?v=${ID}&list=x`,
  ])("embeds the YouTube link %s through the privacy-enhanced domain", (link) => {
    expect(parseMediaMarkers(`Product Tour - ${link}`)).toEqual([
      { type: "media", kind: "youtube", title: "Product Tour", url: YT_EMBED, link },
    ]);
  });

  it.each(["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"])(
    "embeds the Vimeo link %s",
    (link) => {
      expect(parseMediaMarkers(`Case study - ${link}`)).toEqual([
        {
          type: "media",
          kind: "vimeo",
          title: "Case study",
          url: "https://player.vimeo.com/video/76979871",
          link,
        },
      ]);
    },
  );

  it("shows any other web link as an image", () => {
    expect(parseMediaMarkers("Price sheet - https://cdn.example.com/prices.png")).toEqual([
      {
        type: "media",
        kind: "image",
        title: "Price sheet",
        url: "https://cdn.example.com/prices.png",
        link: "https://cdn.example.com/prices.png",
      },
    ]);
  });
});

describe("parseMediaMarkers: markers within a message", () => {
  it("keeps the surrounding text, and the sentence before the title", () => {
    const segments = parseMediaMarkers(
      `Great question! Here is a short video.\nProduct Tour - https://youtu.be/${ID}\nWant to book a call?`,
    );
    expect(segments).toEqual([
      text("Great question! Here is a short video.\n"),
      expect.objectContaining({ kind: "youtube", title: "Product Tour" }),
      text("\nWant to book a call?"),
    ]);
  });

  it("starts the title after the last sentence on the same line", () => {
    expect(parseMediaMarkers(`Have a look. Our Tour - https://youtu.be/${ID}.`)).toEqual([
      text("Have a look. "),
      expect.objectContaining({ title: "Our Tour", link: `https://youtu.be/${ID}` }),
      text("."),
    ]);
  });

  it("finds several markers, on one line or many, and cleans bullets and emphasis", () => {
    const segments = parseMediaMarkers(
      `- **Tour** - https://youtu.be/${ID}\n2. "Pricing" - https://example.com/a.png, Demo – https://vimeo.com/76979871`,
    );
    expect(
      segments.filter((s) => s.type === "media").map((s) => s.type === "media" && [s.kind, s.title]),
    ).toEqual([
      ["youtube", "Tour"],
      ["image", "Pricing"],
      ["vimeo", "Demo"],
    ]);
  });

  it("keeps brackets that belong to the link or the title", () => {
    const [media] = parseMediaMarkers("Tour (2024) - https://en.example.org/wiki/Tour_(film)");
    expect(media).toMatchObject({ title: "Tour (2024)", link: "https://en.example.org/wiki/Tour_(film)" });
    expect(parseMediaMarkers("(see Tour - https://example.com/t.png)")).toEqual([
      text("("),
      expect.objectContaining({ title: "see Tour", link: "https://example.com/t.png" }),
      text(")"),
    ]);
  });

  it("returns plain text without markers", () => {
    expect(parseMediaMarkers("Hello there - how are you?")).toEqual([text("Hello there - how are you?")]);
    expect(parseMediaMarkers("")).toEqual([]);
  });
});

describe("parseMediaMarkers: what stays text", () => {
  it.each([
    "Click - javascript:alert(1)",
    "Click - JavaScript:alert(1)",
    "Pic - data:image/png;base64,AAAA",
    "Pic - /uploads/pic.png",
    "Pic - //evil.example/pic.png",
    "Pic - www.example.com/pic.png",
    `Tour - youtu.be/${ID}`,
    "Pic - ftp://example.com/pic.png",
    `https://youtu.be/${ID}`,
    `See https://youtu.be/${ID}`,
    `Tour -https://youtu.be/${ID}`,
    ` - https://youtu.be/${ID}`,
    "** - https://example.com/a.png",
    "Broken - https://www.youtube.com/watch?v=short",
    "Broken - https://vimeo.com/about",
    "Empty - https://",
  ])("%s", (message) => {
    expect(parseMediaMarkers(message)).toEqual([text(message)]);
  });

  it("a link too long to be one", () => {
    const message = `Long - https://example.com/${"a".repeat(5000)}.png`;
    expect(parseMediaMarkers(message)).toEqual([text(message)]);
  });

  it("starts the next title after a refused link", () => {
    expect(parseMediaMarkers("Bad - https://vimeo.com/about Good - https://example.com/a.png")).toEqual([
      text("Bad - https://vimeo.com/about "),
      expect.objectContaining({ kind: "image", title: "Good" }),
    ]);
  });

  it("does not let a title reach across lines", () => {
    expect(parseMediaMarkers(`Tour\n- https://youtu.be/${ID}`)).toEqual([
      text(`Tour\n- https://youtu.be/${ID}`),
    ]);
  });
});

describe("parseMediaMarkers: hostile sizes stay linear", () => {
  it.each([
    ["many refused links", "a - http://[x ".repeat(20_000)],
    ["many links without a video id", "a - https://youtube.com/watch?v=x ".repeat(20_000)],
    ["many dashes", " - ".repeat(100_000)],
    ["a link of closing brackets", `A - https://example.com/${")".repeat(200_000)}`],
    ["one long line of words", "word ".repeat(100_000)],
    ["many markers", `T - https://example.com/a.png `.repeat(20_000)],
    ["many sentence ends", `${"a. ".repeat(100_000)}T - https://example.com/a.png`],
  ])("%s", (_name, message) => {
    const started = performance.now();
    const segments = parseMediaMarkers(message);
    expect(performance.now() - started).toBeLessThan(LINEAR_TIME_BOUND_MS);
    expect(
      segments.map((s) => (s.type === "text" ? s.text : `${s.title} - ${s.link}`)).join("").length,
    ).toBeGreaterThan(0);
  });
});
