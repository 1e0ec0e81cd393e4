/**
 * The background as the server draws it, shown scaled down: the route's own picture, so the
 * preview is what the download will be. A spinner covers it while a new drawing loads.
 */
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";

export function BackgroundPreview({ src, alt }: { src: string; alt: string }) {
  const [shown, setShown] = useState<{ src: string; failed: boolean } | null>(null);
  const loading = shown?.src !== src;
  const failed = !loading && shown.failed;
  return (
    <figure className="space-y-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg border border-border bg-muted">
        <img
          key={src}
          src={src}
          alt={alt}
          width={1920}
          height={1080}
          className="h-full w-full object-contain"
          onLoad={() => setShown({ src, failed: false })}
          onError={() => setShown({ src, failed: true })}
        />
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center bg-background/60">
            <Spinner label="Drawing the background" className="scale-150" />
          </div>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground" role={failed ? "alert" : undefined}>
        {failed
          ? "The preview could not be drawn. Please try again in a moment."
          : "Preview, scaled down. The download is 1920 × 1080 pixels."}
      </figcaption>
    </figure>
  );
}
