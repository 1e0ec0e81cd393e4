import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPageAssets, minifyCss } from "./page-assets";

describe("minifyCss", () => {
  it("drops comments and layout whitespace but keeps descendant combinators before ':'", () => {
    const css = `/* note */\n.a :is(b, c) {\n  color: red;\n  margin: 0 auto;\n}\n@media (max-width: 480px) {\n  .x { --v: 1px }\n}`;
    const out = minifyCss(css);
    expect(out).not.toContain("note");
    expect(out).not.toMatch(/\n/);
    expect(out).toContain(".a :is(b,c){");
    expect(out).toContain("margin:0 auto");
    expect(out).toMatch(/@media \(width<=480px\)|@media \(max-width:480px\)/);
  });

  it("refuses a stylesheet that does not parse, instead of shipping half of it", () => {
    expect(() => minifyCss(".a { color: red; } }}} @media {")).toThrow();
  });
});

describe("loadPageAssets", () => {
  it("inlines the shared card view's rules and the page's own, minified, without a web build", () => {
    const noBuild = mkdtempSync(join(tmpdir(), "no-build-"));
    try {
      const assets = loadPageAssets(noBuild);
      expect(assets.scriptPath).toBeUndefined();
      expect(assets.css).toContain(".card-container");
      expect(assets.css).toContain(".cv-name");
      expect(assets.css).not.toContain("/*");
      expect(assets.css.split("\n").length).toBeLessThanOrEqual(2);
    } finally {
      rmSync(noBuild, { recursive: true, force: true });
    }
  });
});
