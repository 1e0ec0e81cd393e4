import { Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { MAX_STARS, ratingLabel, starFills } from "./star-fills";

/**
 * Five stars with half-star support, announced as one image named
 * "Rated 4.5 out of 5".
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={cn("inline-flex gap-0.5", className)}>
      {starFills(rating, MAX_STARS).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions 1 to 5
        <span key={index} aria-hidden className="relative inline-block h-5 w-5" data-fill={fill}>
          <Star className="absolute inset-0 h-5 w-5 text-muted-foreground" strokeWidth={1.5} />
          {fill > 0 && (
            <span
              className={cn("absolute inset-y-0 left-0 overflow-hidden", fill === 1 ? "w-full" : "w-1/2")}
            >
              <Star className="h-5 w-5 fill-primary text-primary" strokeWidth={1.5} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
