/**
 * The test file's app (harness.ts), made with `overrides` before the file's first test and closed
 * after its last: one app per file, as building one costs a database. The answer stands for the
 * app from the moment it is made (each property is read from it), so a file uses it as it would
 * the app; reading it before the file's tests run is an error.
 */
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type EnvOverrides, type TestApp } from "./harness";

export function testAppPerFile(overrides: EnvOverrides = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(() => app?.close());
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!app) throw new Error("The file's test app exists only while its tests run.");
      return Reflect.get(app, property);
    },
  });
}
