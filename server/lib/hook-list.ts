/** A route's hook option (one hook, several, or none) as a list, to put one before them in an onRoute hook. */
export function toArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
