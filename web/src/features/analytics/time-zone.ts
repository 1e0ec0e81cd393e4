/**
 * The browser's time zone, which the server groups the series by (so 'today' is the
 * visitor's today). A zone the schema would refuse (an empty or odd name some engines
 * report) falls back to UTC rather than failing the screen.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 && ZONE_NAME.test(zone) ? zone : "UTC";
  } catch {
    return "UTC";
  }
}
