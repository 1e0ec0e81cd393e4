/**
 * An assistant message's body: its text, with the media share markers ('title -
 * url') cut out by core's parser and shown as YouTube (privacy-enhanced) or Vimeo players, or as
 * images. Text is only ever written with textContent: whatever a message holds, it cannot become
 * markup.
 */
import { type MessageSegment, parseMediaMarkers } from "../../../core/salesbot/media-markers";
import { VIDEO_FRAME_ALLOW, VIDEO_FRAME_SANDBOX } from "../../../core/video";

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function mediaElement(segment: Extract<MessageSegment, { type: "media" }>): HTMLElement {
  const figure = element("figure", "pc-media");
  if (segment.kind === "image") {
    const image = element("img", "pc-media-image");
    image.src = segment.url;
    image.alt = segment.title;
    image.loading = "lazy";
    image.decoding = "async";
    image.referrerPolicy = "no-referrer";
    // A picture that cannot be shown leaves its title and link, not a broken frame.
    image.addEventListener("error", () => image.remove());
    figure.append(image);
  } else {
    const frame = element("iframe", "pc-media-player");
    frame.src = segment.url;
    frame.title = segment.title;
    frame.loading = "lazy";
    frame.allow = VIDEO_FRAME_ALLOW;
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.setAttribute("sandbox", VIDEO_FRAME_SANDBOX);
    figure.append(frame);
  }
  const caption = element("figcaption", "pc-media-caption");
  const link = element("a", "pc-link", segment.title);
  link.href = segment.link;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  caption.append(link);
  figure.append(caption);
  return figure;
}

export function messageBody(content: string, withMedia: boolean): HTMLElement {
  const body = element("div", "pc-body");
  const segments: MessageSegment[] = withMedia
    ? parseMediaMarkers(content)
    : [{ type: "text", text: content }];
  for (const segment of segments) {
    if (segment.type === "text") {
      if (segment.text.trim() !== "") body.append(element("p", "pc-text", segment.text.trim()));
    } else {
      body.append(mediaElement(segment));
    }
  }
  return body;
}

export { element };
