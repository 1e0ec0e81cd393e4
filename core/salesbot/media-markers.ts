/**
 * Media share markers in an assistant message: 'title - url' embeds the media in
 * the chat. The message is cut into text and media segments for the widget to render:
 * - the url must be written with http:// or https://; anything else (javascript:, data:, a
 *   relative or scheme-less address) stays plain text, as does a bare url without a title;
 * - YouTube links become the privacy-enhanced player (www.youtube-nocookie.com/embed/{id}) and
 *   Vimeo links player.vimeo.com/video/{id}, through core/video.ts, the card video's parser; a
 *   YouTube or Vimeo link without a usable video id stays plain text; other links are images;
 * - the title is the text before ' - ' on the same line, from the line's start (or the previous
 *   link, or the end of the last sentence before it), without list bullets or emphasis marks.
 * One pass over the text with index arithmetic and no backtracking regex: linear in its length.
 */
import { parseVideoUrl } from "../video";
import type { MediaType } from "./vocabulary";

export type MessageSegment =
  | { type: "text"; text: string }
  | {
      type: "media";
      kind: MediaType;
      title: string;
      /** What to load: the player's embed address, or the image's. */
      url: string;
      /** The link as the message wrote it (for an 'open in new tab' link). */
      link: string;
    };

const DASHES = "-\u2013\u2014";
const URL_TRAILING_PUNCTUATION = ".,;:!?'\"»>";
const SENTENCE_ENDS = ".!?";
const TITLE_LEAD = " \t,;:(";
/** Emphasis and quotes around a title: '**Tour**', '"Tour"'. */
const TITLE_WRAPPERS = "*_\"'`\u201c\u201d";

function isSpace(char: string): boolean {
  return (
    char === " " || char === "\t" || char === "\r" || char === "\f" || char === "\v" || char === "\u00a0"
  );
}

function isWebScheme(token: string): boolean {
  const head = token.slice(0, 8).toLowerCase();
  return head.startsWith("http://") || head.startsWith("https://");
}

/** Drops sentence punctuation after a link, and a closing bracket the link did not open. */
function urlEnd(text: string, start: number, end: number): number {
  const token = text.slice(start, end);
  const opensParen = token.includes("(");
  const opensBracket = token.includes("[");
  let at = end;
  for (;;) {
    const last = text.charAt(at - 1);
    if (URL_TRAILING_PUNCTUATION.includes(last)) at--;
    else if ((last === ")" && !opensParen) || (last === "]" && !opensBracket)) at--;
    else return at;
  }
}

/** Where the ' - ' before a link starts, or -1 when the link has none. */
function dashBefore(text: string, tokenStart: number, lineStart: number): number {
  let at = tokenStart - 1;
  if (at < lineStart || !isSpace(text.charAt(at))) return -1;
  while (at > lineStart && isSpace(text.charAt(at))) at--;
  if (!DASHES.includes(text.charAt(at)) || text.charAt(at) === "") return -1;
  return at > lineStart && isSpace(text.charAt(at - 1)) ? at : -1;
}

/** Where the title starts within [from, to): after the last sentence end followed by a space. */
function titleStart(text: string, from: number, to: number): number {
  for (let at = to - 2; at >= from; at--) {
    if (SENTENCE_ENDS.includes(text.charAt(at)) && isSpace(text.charAt(at + 1))) return at + 1;
  }
  return from;
}

function cleanTitle(raw: string): string {
  const title = raw.trim().replace(/^(?:[-*+\u2022]|\d{1,3}[.)])[ \t]+/, "");
  let start = 0;
  let end = title.length;
  while (start < end && TITLE_WRAPPERS.includes(title.charAt(start))) start++;
  while (end > start && TITLE_WRAPPERS.includes(title.charAt(end - 1))) end--;
  const unwrapped = title.slice(start, end).trim();
  return unwrapped.startsWith("[") && unwrapped.endsWith("]") ? unwrapped.slice(1, -1).trim() : unwrapped;
}

type Media = Extract<MessageSegment, { type: "media" }>;

function mediaFor(link: string, title: string): Media | null {
  const source = parseVideoUrl(link);
  if (source === null || source.kind === "invalid") return null;
  if (source.kind === "native") return { type: "media", kind: "image", title, url: source.url, link };
  return { type: "media", kind: source.kind, title, url: source.embedUrl, link };
}

/** The message as text and media segments, in order; adjacent text is one segment. */
export function parseMediaMarkers(content: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  const pushText = (text: string) => {
    if (text === "") return;
    const last = segments[segments.length - 1];
    if (last?.type === "text") last.text += text;
    else segments.push({ type: "text", text });
  };
  let emitted = 0;
  let lineStart = 0;
  while (lineStart <= content.length) {
    const newline = content.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? content.length : newline;
    // A title starts at the line's start or after the previous link on the line (a marker or
    // not), so each stretch of text is searched for a title once: linear time.
    let titleFrom = lineStart;
    let at = lineStart;
    while (at < lineEnd) {
      while (at < lineEnd && isSpace(content.charAt(at))) at++;
      const tokenStart = at;
      while (at < lineEnd && !isSpace(content.charAt(at))) at++;
      if (tokenStart === at || !isWebScheme(content.slice(tokenStart, Math.min(at, tokenStart + 8))))
        continue;
      const regionStart = titleFrom;
      titleFrom = at;
      const dash = dashBefore(content, tokenStart, regionStart);
      if (dash < 0) continue;
      const end = urlEnd(content, tokenStart, at);
      let from = titleStart(content, regionStart, dash);
      // Separators before the title stay text: 'a - url1, B - url2', '(see B - url)'.
      while (from < dash && TITLE_LEAD.includes(content.charAt(from))) from++;
      const title = cleanTitle(content.slice(from, dash));
      const media = title === "" ? null : mediaFor(content.slice(tokenStart, end), title);
      if (!media) continue;
      pushText(content.slice(emitted, from));
      segments.push(media);
      emitted = end;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  pushText(content.slice(emitted));
  return segments;
}
