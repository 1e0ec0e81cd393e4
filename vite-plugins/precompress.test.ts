/**
 * Which build files get Brotli and gzip copies: text files that compress well, never
 * images, fonts, copies of copies or the dot folder's manifest; and the copies decompress to the file.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressibleFiles, MIN_SIZE, precompressDir, worthKeeping } from "./precompress";

describe("compressibleFiles", () => {
  it("keeps the text formats the build writes, in any folder", () => {
    const text = [
      "index.html",
      "offline.html",
      "service-worker.js",
      "theme-init.js",
      "favicon.svg",
      "favicon.ico",
      "manifest.webmanifest",
      "robots.txt",
      "assets/react-BLzYywb8.js",
      "assets/main-CHWv-QVs.css",
      "assets/public-card-DALSyK3i.js",
      "assets/data.json",
      "assets/worker.mjs",
      "ASSETS/UPPER.JS",
    ];
    expect(compressibleFiles(text)).toEqual(text);
  });

  it("leaves out compressed formats, existing copies and dot folders", () => {
    expect(
      compressibleFiles([
        "app-icons/icon-192.png",
        "assets/photo.webp",
        "assets/photo.jpg",
        "assets/inter.woff2",
        "assets/react-BLzYywb8.js.br",
        "assets/react-BLzYywb8.js.gz",
        ".vite/manifest.json",
        "assets/.hidden.js",
      ]),
    ).toEqual([]);
  });
});

describe("worthKeeping", () => {
  it("keeps a copy that saves at least a tenth of a file of 256 bytes or more", () => {
    expect(worthKeeping(255_516, 67_343)).toBe(true);
    expect(worthKeeping(MIN_SIZE, Math.floor(MIN_SIZE * 0.9))).toBe(true);
  });

  it("drops copies of small files and copies that barely shrink", () => {
    expect(worthKeeping(MIN_SIZE - 1, 10)).toBe(false);
    expect(worthKeeping(10_000, 9_500)).toBe(false);
    expect(worthKeeping(10_000, 10_200)).toBe(false);
  });
});

describe("precompressDir", () => {
  it("writes .br and .gz copies that decompress to the file, only where they pay", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cardfolio-precompress-"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, ".vite"));
    const js = `export const rows = [${Array.from({ length: 500 }, (_, i) => `"row ${i}"`).join(",")}];`;
    writeFileSync(join(dir, "assets", "react-abc.js"), js);
    writeFileSync(join(dir, "index.html"), `<!doctype html>${"<p>shell</p>".repeat(200)}`);
    writeFileSync(join(dir, "theme-init.js"), "document.documentElement.dataset.theme = 'dark';");
    // Random bytes under a text name: no compressor shrinks them.
    writeFileSync(
      join(dir, "assets", "noise.txt"),
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );
    writeFileSync(join(dir, "icon.png"), Buffer.alloc(4096));
    writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify({ rows: js }));

    await precompressDir(dir);

    expect(brotliDecompressSync(readFileSync(join(dir, "assets", "react-abc.js.br"))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, "assets", "react-abc.js.gz"))).toString()).toBe(js);
    expect(readdirSync(dir).sort()).toEqual([
      ".vite",
      "assets",
      "icon.png",
      "index.html",
      "index.html.br",
      "index.html.gz",
      "theme-init.js",
    ]);
    expect(readdirSync(join(dir, "assets")).sort()).toEqual([
      "noise.txt",
      "react-abc.js",
      "react-abc.js.br",
      "react-abc.js.gz",
    ]);
    expect(readdirSync(join(dir, ".vite"))).toEqual(["manifest.json"]);
  });
});
