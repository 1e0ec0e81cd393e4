import { describe, expect, it } from "vitest";
import { INVALID_VIMEO_URL, INVALID_YOUTUBE_URL, isCompleteVideoUrl, parseVideoUrl } from "./video";

const ID = "dQw4w9WgXcQ";
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe("parseVideoUrl: YouTube", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123&index=2`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEfGhIjKlMnOp`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
  ])("embeds %s", (link) => {
    expect(parseVideoUrl(link)).toMatchObject({ kind: "youtube", id: ID, embedUrl: EMBED });
  });

  it("keeps the start time", () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=42`)).toMatchObject({ embedUrl: `${EMBED}?start=42` });
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toMatchObject({
      embedUrl: `${EMBED}?start=90`,
    });
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=soon`)).toMatchObject({ embedUrl: EMBED });
  });

  it.each([
    "https://www.youtube.com/",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/watch?v=<script>alert(1)</script>",
    'https://youtu.be/abc"onload="x',
    "https://www.youtube.com/@SomeChannel",
    "https://www.youtube.com/playlist?list=PL0123456789",
    "https://youtu.be/",
  ])("reports %s as an invalid YouTube link", (link) => {
    expect(parseVideoUrl(link)).toMatchObject({
      kind: "invalid",
      provider: "youtube",
      message: INVALID_YOUTUBE_URL,
    });
  });
});

describe("parseVideoUrl: Vimeo", () => {
  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://www.vimeo.com/76979871?share=copy", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/groups/shortfilms/videos/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/showcase/123/video/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/1a2b3c4d5e", "https://player.vimeo.com/video/76979871?h=1a2b3c4d5e"],
    [
      "https://player.vimeo.com/video/76979871?h=1a2b3c4d5e",
      "https://player.vimeo.com/video/76979871?h=1a2b3c4d5e",
    ],
    ["vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
  ])("embeds %s", (link, embedUrl) => {
    expect(parseVideoUrl(link)).toMatchObject({ kind: "vimeo", id: "76979871", embedUrl });
  });

  it.each([
    "https://vimeo.com/",
    "https://vimeo.com/about",
    "https://vimeo.com/user12345",
    "https://player.vimeo.com/",
    "https://player.vimeo.com/video/abc",
    "https://vimeo.com/1234567890123456789",
  ])("reports %s as an invalid Vimeo link", (link) => {
    expect(parseVideoUrl(link)).toMatchObject({
      kind: "invalid",
      provider: "vimeo",
      message: INVALID_VIMEO_URL,
    });
  });

  it("ignores a hash that is not one", () => {
    expect(parseVideoUrl("https://vimeo.com/76979871/<b>")).toMatchObject({
      embedUrl: "https://player.vimeo.com/video/76979871",
    });
  });
});

describe("parseVideoUrl: other links and hostile input", () => {
  it("plays other web links in the native player", () => {
    expect(parseVideoUrl("https://cdn.example.com/intro.mp4")).toEqual({
      kind: "native",
      url: "https://cdn.example.com/intro.mp4",
    });
    expect(parseVideoUrl("http://example.org/v.webm")).toMatchObject({ kind: "native" });
  });

  it("does not mistake look-alike hosts for YouTube or Vimeo", () => {
    expect(parseVideoUrl(`https://youtube.com.evil.example/watch?v=${ID}`)).toMatchObject({ kind: "native" });
    expect(parseVideoUrl(`https://notyoutube.com/watch?v=${ID}`)).toMatchObject({ kind: "native" });
    expect(parseVideoUrl(`https://evil.example/youtube.com/watch?v=${ID}`)).toMatchObject({ kind: "native" });
    expect(parseVideoUrl("https://evilvimeo.com/76979871")).toMatchObject({ kind: "native" });
    expect(parseVideoUrl(`https://youtube.com@evil.example/watch?v=${ID}`)).toMatchObject({ kind: "native" });
  });

  it.each([
    null,
    undefined,
    "",
    "   ",
    "javascript:alert(1)",
    "JavaScript://youtube.com/%0Aalert(1)",
    "data:video/mp4;base64,AAAA",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/v.mp4",
    "https://",
    "not a url",
    `https://youtu.be/${ID} onerror=alert(1)`,
    `https://example.com/${"a".repeat(5000)}.mp4`,
  ])("shows nothing for %s", (link) => {
    expect(parseVideoUrl(link)).toBeNull();
  });
});

describe("isCompleteVideoUrl: what a preview may load while the link is typed", () => {
  it("takes a YouTube or Vimeo link only once its video id is whole", () => {
    for (const partial of [
      "https://y",
      "https://youtu",
      "https://www.youtube.com/watch?v=dQw4w9",
      "vimeo.com/7",
    ]) {
      expect(isCompleteVideoUrl(partial), partial).toBe(partial === "vimeo.com/7");
    }
    expect(isCompleteVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(true);
    expect(isCompleteVideoUrl("https://vimeo.com/76979871")).toBe(true);
  });

  it("takes another address only on a named host and pointing at a file", () => {
    expect(isCompleteVideoUrl("https://cdn")).toBe(false);
    expect(isCompleteVideoUrl("https://cdn.example.c")).toBe(false);
    expect(isCompleteVideoUrl("https://cdn.example.com")).toBe(false);
    expect(isCompleteVideoUrl("https://cdn.example.com/")).toBe(false);
    expect(isCompleteVideoUrl("https://cdn.example.com/clip.mp4")).toBe(true);
  });

  it("takes nothing from an empty or malformed link", () => {
    expect(isCompleteVideoUrl("")).toBe(false);
    expect(isCompleteVideoUrl(null)).toBe(false);
    expect(isCompleteVideoUrl("https://exa mple.com/a.mp4")).toBe(false);
  });
});
