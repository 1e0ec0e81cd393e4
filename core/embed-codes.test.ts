import { describe, expect, it } from "vitest";
import {
  EMBED_HEIGHT_DEFAULT,
  EMBED_HEIGHT_MAX,
  EMBED_HEIGHT_MIN,
  EMBED_LABEL_MAX,
  embedPath,
  embedTitle,
  formatEmbedCode,
  parseEmbedCode,
} from "./embed-codes";

describe("embed codes", () => {
  it("keeps the label and height in a first-line comment and reads them back", () => {
    const stored = formatEmbedCode({ label: "Booking calendar", height: 600, html: "<div id='x'></div>" });
    expect(stored).toBe("<!-- embed: Booking calendar; height: 600 -->\n<div id='x'></div>");
    expect(parseEmbedCode(stored)).toEqual({
      label: "Booking calendar",
      height: 600,
      html: "<div id='x'></div>",
    });
  });

  it("reads a snippet without a header as unlabelled, at the default height", () => {
    const html = "<iframe src='https://video.example/1'></iframe>";
    expect(parseEmbedCode(html)).toEqual({ label: "", height: EMBED_HEIGHT_DEFAULT, html });
    expect(embedTitle(parseEmbedCode(html), 2)).toBe("Embedded content 3");
  });

  it("bounds the height and cleans a label that could end the comment", () => {
    expect(parseEmbedCode(formatEmbedCode({ label: "a", height: 5, html: "" })).height).toBe(
      EMBED_HEIGHT_MIN,
    );
    expect(parseEmbedCode(formatEmbedCode({ label: "a", height: 99_999, html: "" })).height).toBe(
      EMBED_HEIGHT_MAX,
    );
    const sneaky = parseEmbedCode(formatEmbedCode({ label: "x -->\n<script>; y", height: 300, html: "<p>" }));
    expect(sneaky).toEqual({ label: "x - <script y", height: 300, html: "<p>" });
    expect(
      parseEmbedCode(formatEmbedCode({ label: "n".repeat(200), height: 300, html: "" })).label,
    ).toHaveLength(EMBED_LABEL_MAX);
  });

  it("addresses an embed by slug and index", () => {
    expect(embedPath("jane doe", 1)).toBe("/embed/jane%20doe/1");
  });
});
