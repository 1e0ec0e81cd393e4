/**
 * The test file's app (harness.ts), made before the file's first test and closed after its last:
 * one app per file, as building one costs a database. `overrides` may be a function, read when
 * the app is made (when they depend on something else the file makes first, a stand-in server's
 * address, say). The answer stands for the app (per-file.ts), so a file uses it as the app.
 */
import { createTestApp, type EnvOverrides, type TestApp } from "./harness";
import { perFile } from "./per-file";

export function testAppPerFile(overrides: EnvOverrides | (() => EnvOverrides) = {}): TestApp {
  return perFile(
    () => createTestApp(typeof overrides === "function" ? overrides() : overrides),
    (app) => app.close(),
  );
}
