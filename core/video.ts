/**
 * A card's video link: YouTube and Vimeo links become their players' embed
 * addresses, other web links play in the browser's own player, and a YouTube or Vimeo link
 * without a usable video id is reported as invalid so the card can offer the original link.
 */
export const INVALID_YOUTUBE_URL = "Invalid YouTube URL";
export const INVALID_VIMEO_URL = "Invalid Vimeo URL";

export type VideoSource =
  | { kind: "youtube"; id: string; embedUrl: string; url: string }
  | { kind: "vimeo"; id: string; embedUrl: string; url: string }
  | { kind: "native"; url: string }
  | { kind: "invalid"; provider: "youtube" | "vimeo"; message: string; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
/** Longer input is not a link anyone pasted; refusing it bounds the work. */
const MAX_LENGTH = 4096;

function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Parses the link, adding https:// to a scheme-less one such as "youtu.be/…". */
function toWebUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value)
    ? value
    : value.startsWith("//")
      ? `https:${value}`
      : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** "90", "90s", "1m30s" or "1h2m3s" as seconds; 0 when absent or unreadable. */
function startSeconds(url: URL): number {
  const raw = url.searchParams.get("t") ?? url.searchParams.get("start") ?? "";
  if (/^\d{1,6}$/.test(raw)) return Number(raw);
  const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(raw);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youTubeId(url: URL, host: string): string | undefined {
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return segments[0];
  if (["embed", "shorts", "live", "v", "e"].includes(segments[0] ?? "")) return segments[1];
  if (segments[0] === "watch") return url.searchParams.get("v") ?? segments[1];
  return undefined;
}

function parseYouTube(url: URL, host: string, original: string): VideoSource {
  const id = youTubeId(url, host);
  if (!id || !YOUTUBE_ID.test(id)) {
    return { kind: "invalid", provider: "youtube", message: INVALID_YOUTUBE_URL, url: original };
  }
  const start = startSeconds(url);
  const embedUrl = `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ""}`;
  return { kind: "youtube", id, embedUrl, url: original };
}

function parseVimeo(url: URL, host: string, original: string): VideoSource {
  const segments = url.pathname.split("/").filter(Boolean);
  const videoAt = segments.findIndex((s) => s === "video" || s === "videos");
  let at: number;
  if (videoAt >= 0) at = videoAt + 1;
  else if (host !== "player.vimeo.com" && segments[0] === "channels") at = 2;
  else if (host !== "player.vimeo.com") at = 0;
  else at = -1;
  const id = at >= 0 ? segments[at] : undefined;
  if (!id || !VIMEO_ID.test(id)) {
    return { kind: "invalid", provider: "vimeo", message: INVALID_VIMEO_URL, url: original };
  }
  // Unlisted videos need their privacy hash: vimeo.com/{id}/{hash} or ?h={hash}.
  const hash = [segments[at + 1], url.searchParams.get("h")].find((h) => h && VIMEO_HASH.test(h));
  const embedUrl = `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ""}`;
  return { kind: "vimeo", id, embedUrl, url: original };
}

/** What to play for a card's video link; null when there is nothing playable to show. */
export function parseVideoUrl(value: string | null | undefined): VideoSource | null {
  const trimmed = typeof value === "string" ? value.trim() : "";
  if (trimmed === "" || trimmed.length > MAX_LENGTH || /\s/.test(trimmed)) return null;
  const url = toWebUrl(trimmed);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const original = url.href;
  if (host === "youtu.be" || onDomain(host, "youtube.com") || onDomain(host, "youtube-nocookie.com")) {
    return parseYouTube(url, host, original);
  }
  if (onDomain(host, "vimeo.com")) return parseVimeo(url, host, original);
  return { kind: "native", url: original };
}

/**
 * Whether a video link is complete enough to load while it is being typed: a YouTube or Vimeo
 * link with a usable video id, or a web address on a named host (a dot and a top-level domain)
 * that points at a file rather than a bare host. An empty link is "nothing to show", not this.
 */
export function isCompleteVideoUrl(value: string | null | undefined): boolean {
  const video = parseVideoUrl(value);
  if (!video || video.kind === "invalid") return false;
  if (video.kind !== "native") return true;
  const url = new URL(video.url);
  return /\.[a-z]{2,}$/i.test(url.hostname.replace(/\.$/, "")) && url.pathname !== "/";
}

/**
 * The YouTube and Vimeo players' frames (the card's video, the assistant's media): the players
 * need scripts and their own origin; "Watch on YouTube" opens as a normal tab.
 */
export const VIDEO_FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";
export const VIDEO_FRAME_ALLOW = "encrypted-media; picture-in-picture; fullscreen";
