/**
 * Text PostgreSQL cannot store in text or jsonb columns: the NUL character, and half of a
 * surrogate pair. Found anywhere in a request, it is refused with 400 before it reaches a
 * query, where it would otherwise fail as a server error.
 */
export const UNSTORABLE_TEXT = "Text must not contain NUL characters or unpaired surrogates";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A plain character class, cheap enough to run on every string of every request first. */
const SUSPECT = /[\0\ud800-\udfff]/;

export function isUnstorable(text: string): boolean {
  return SUSPECT.test(text) && (text.includes("\0") || LONE_SURROGATE.test(text));
}

/** Whether `value` holds any unstorable string or key; allocates nothing, for the common clean case. */
export function hasUnstorable(value: unknown): boolean {
  if (typeof value === "string") return isUnstorable(value);
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(hasUnstorable);
  for (const key in value) {
    if (isUnstorable(key) || hasUnstorable((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * The dot-separated paths of every unstorable string in `value` ("" for the value itself);
 * an unstorable object key is reported at the object's path.
 */
export function unstorablePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return isUnstorable(value) ? [path.join(".")] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorablePaths(item, [...path, String(index)]));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(isUnstorable(key) ? [path.join(".")] : []),
    ...unstorablePaths(item, [...path, key]),
  ]);
}
