import { ImageIcon, ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import type { ImageKind } from "./image-kinds";

const SHAPES: Record<ImageKind, string> = {
  profilePicture: "h-20 w-20 rounded-full",
  coverPhoto: "h-16 w-48 max-w-full rounded-md",
  logo: "h-20 w-20 rounded-md",
  gallery: "h-14 w-20 rounded-md sm:h-16 sm:w-24",
};

/**
 * A small picture of an image in its kind's shape, or an empty frame saying there is none.
 * An image that fails to load says so instead of showing a broken icon.
 */
export function ImageThumb({
  kind,
  src,
  alt,
  emptyText,
  className,
}: {
  kind: ImageKind;
  src: string | null;
  alt: string;
  emptyText: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = cn(
    "flex shrink-0 items-center justify-center overflow-hidden border border-border bg-muted text-muted-foreground",
    SHAPES[kind],
    className,
  );
  if (!src) {
    return (
      <span className={frame} role="img" aria-label={emptyText}>
        <ImageIcon className="h-6 w-6" aria-hidden />
      </span>
    );
  }
  if (failed === src) {
    return (
      <span className={frame} role="img" aria-label="Failed to load image">
        <ImageOff className="h-6 w-6" aria-hidden />
      </span>
    );
  }
  return (
    <span className={frame}>
      <img
        src={src}
        alt={alt}
        className={cn("h-full w-full", kind === "logo" ? "object-contain" : "object-cover")}
        onError={() => setFailed(src)}
      />
    </span>
  );
}
