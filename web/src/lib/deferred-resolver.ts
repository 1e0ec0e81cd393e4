import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose code (a schema from core/ and zod with it, a large share of a page's
 * first load) is fetched when the person starts filling the form in (`preload`, on its first
 * focus) or at the latest on submitting, instead of with the page. The rule stays the schema in
 * core/; only when it arrives changes.
 */
export function deferredResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): { resolver: Resolver<Values>; preload: () => void } {
  let loaded: Promise<Resolver<Values>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      // A failed fetch (offline, a new build) is tried again on the next submit.
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
