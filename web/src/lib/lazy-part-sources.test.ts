/**
 * Every lazy part names its module twice: once to import it, once (`source`) as the build's
 * manifest names it, for the pages the server writes (their stylesheets and scripts). The two
 * must be the same file, or a written page would miss the part's stylesheet.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const WEB = resolve(import.meta.dirname, "../..");
const SRC = join(WEB, "src");
/** `lazyPart("src/….tsx", () => import("…")` and the router's `screen(…)`, its alias. */
const DECLARATION = /(?:lazyPart|screen)\(\s*"([^"]+)",\s*\(\) =>\s*import\("([^"]+)"\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

function declarations(): { file: string; source: string; imported: string }[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(DECLARATION)].map(([, source, target]) => {
      const path = target!.startsWith("@/") ? join(SRC, target!.slice(2)) : resolve(dirname(file), target!);
      const imported = [".tsx", ".ts"].map((extension) => `${path}${extension}`).find(existsSync) ?? path;
      return { file: relative(WEB, file), source: source!, imported: relative(WEB, imported) };
    }),
  );
}

describe("lazy parts' sources", () => {
  it("are found: the router's screens and the dashboard's parts among them", () => {
    const found = declarations().map((declaration) => declaration.source);
    expect(found).toContain("src/features/dashboard/dashboard-page.tsx");
    expect(found).toContain("src/features/dashboard/create-card-tab.tsx");
    expect(found).toContain("src/features/cards/qr/qr-dialog.tsx");
  });

  it("each name the module its import loads", () => {
    for (const { file, source, imported } of declarations()) expect(imported, file).toBe(source);
  });
});
