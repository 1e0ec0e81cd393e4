/**
 * A whole count as the app shows it beside its English words: digits grouped by threes with
 * commas (12,345), as `toLocaleString("en-US")` writes it. Written out rather than through Intl,
 * so that the server and the browser write the same text whatever their locales (the dashboard
 * is written by one and taken over by the other), and a phone's first screen does not wait for
 * the browser to load its number-formatting data.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const sign = count < 0 ? "-" : "";
  return sign + String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ",");
}
