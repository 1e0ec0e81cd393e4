/**
 * The gallery and the video of a card. Gallery images are lazy and marked with
 * `data-gallery-image` so the public page's script can hide ones that fail to load; in the
 * editors (client-side React) the error handler hides them directly. On the full card each
 * picture is a link to itself at full size, which the page's script opens in its gallery dialog
 * instead (web/public-card/gallery.ts).
 */

import { galleryImages } from "@core/card-links";
import { isSafeLink } from "@core/links";
import { parseVideoUrl, VIDEO_FRAME_ALLOW, VIDEO_FRAME_SANDBOX } from "@core/video";
import type { ReactNode, SyntheticEvent } from "react";
import type { CardViewVariant } from "./card-view-types";

type SubHeading = "h2" | "h3" | "h4" | "h5" | "h6";

function hideBrokenImage(event: SyntheticEvent<HTMLImageElement>) {
  const item = event.currentTarget.closest("li");
  if (item) item.hidden = true;
}

function picture(image: { src: string; alt: string | null }, i: number, count: number) {
  return (
    <img
      src={image.src}
      alt={image.alt ?? `Gallery image ${i + 1} of ${count}`}
      loading="lazy"
      decoding="async"
      data-gallery-image=""
      onError={hideBrokenImage}
    />
  );
}

export function CardGallery({
  gallery,
  heading: H,
  baseId,
  variant,
}: {
  gallery: unknown;
  heading: SubHeading;
  baseId: string;
  variant: CardViewVariant;
}) {
  const images = galleryImages(gallery);
  if (images.length === 0) return null;
  const headingId = `${baseId}-gallery`;
  return (
    <section className="cv-section" aria-labelledby={headingId}>
      <H id={headingId} className="cv-heading">
        Gallery
      </H>
      <ul className="cv-gallery">
        {images.map((image, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stateless list that may repeat an image.
          <li key={i}>
            {variant === "full" ? (
              <a className="cv-gallery-link" href={image.src} data-gallery-open="">
                <span className="cv-sr">View larger: </span>
                {picture(image, i, images.length)}
              </a>
            ) : (
              picture(image, i, images.length)
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CardVideo({
  url,
  heading: H,
  baseId,
}: {
  url: unknown;
  heading: SubHeading;
  baseId: string;
}) {
  const video = parseVideoUrl(typeof url === "string" ? url : null);
  if (!video) return null;
  const headingId = `${baseId}-video`;
  let body: ReactNode;
  if (video.kind === "youtube" || video.kind === "vimeo") {
    body = (
      <div className="cv-video">
        <iframe
          src={video.embedUrl}
          title={video.kind === "youtube" ? "YouTube video" : "Vimeo video"}
          sandbox={VIDEO_FRAME_SANDBOX}
          allow={VIDEO_FRAME_ALLOW}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  } else if (video.kind === "native") {
    body = (
      <div className="cv-video">
        {/* biome-ignore lint/a11y/useMediaCaption: a card owner's own clip comes without captions. */}
        <video src={video.url} controls preload="metadata" playsInline>
          <a href={video.url}>Open Original Link</a>
        </video>
      </div>
    );
  } else {
    body = (
      <div className="cv-video-error" role="note">
        <p>{video.message}</p>
        {isSafeLink(video.url) && (
          <a className="cv-text-link" href={video.url} target="_blank" rel="noopener noreferrer">
            Open Original Link
          </a>
        )}
      </div>
    );
  }
  return (
    <section className="cv-section" aria-labelledby={headingId}>
      <H id={headingId} className="cv-heading">
        Video
      </H>
      {body}
    </section>
  );
}
