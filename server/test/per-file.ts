/**
 * Something a test file makes before its first test and closes after its last (its app, a
 * stand-in server). The answer stands for it while the tests run: each property is read from it
 * and written to it. Using it before the file's tests run is an error.
 */
import { afterAll, beforeAll } from "vitest";

export function perFile<T extends object>(make: () => Promise<T>, close: (made: T) => Promise<unknown>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made) await close(made);
  });
  const current = (): T => {
    if (!made) throw new Error("It exists only while the file's tests run.");
    return made;
  };
  return new Proxy({} as T, {
    get: (_target, property) => Reflect.get(current(), property),
    set: (_target, property, value) => Reflect.set(current(), property, value),
  });
}
