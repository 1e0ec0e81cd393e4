/** Ratings are five stars with half-star support. */
export const MAX_STARS = 5;

/** Rounds to the nearest half star and keeps the value within 0..max. */
export function roundToHalf(rating: number, max = MAX_STARS): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, Math.round(rating * 2) / 2));
}

/** How full each star is: 1, 0.5 or 0. */
export function starFills(rating: number, max = MAX_STARS): Array<0 | 0.5 | 1> {
  const rounded = roundToHalf(rating, max);
  return Array.from({ length: max }, (_, index) => {
    const rest = rounded - index;
    return rest >= 1 ? 1 : rest >= 0.5 ? 0.5 : 0;
  });
}

/** What screen readers announce, e.g. "Rated 4.5 out of 5". */
export function ratingLabel(rating: number, max = MAX_STARS): string {
  return `Rated ${roundToHalf(rating, max)} out of ${max}`;
}
