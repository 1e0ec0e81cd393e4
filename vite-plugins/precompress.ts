/**
 * Writes Brotli (.br, quality 11) and gzip (.gz, level 9) copies of the build's text files next
 * to them, once, at build time: the server (server/plugins/web-app.ts, @fastify/static's
 * preCompressed) sends the copy the browser accepts instead of compressing on every request.
 *
 * Runs last, after the public card script's build and the service worker's (closeBundle, order
 * "post", sequential), so their files get copies too. Images and fonts are compressed formats
 * already and are left alone; so are files where a copy would not pay (see `worthKeeping`).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the build writes (and .ico, an uncompressed bitmap); png, webp and woff2 are compressed already. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".ico",
]);
/**
 * Below this a copy saves too little to be worth a file. Above it, a copy is kept however small:
 * a page that opens on many small chunks (an icon, a helper) saves a third of each.
 */
export const MIN_SIZE = 256;
/** A copy must be at most this fraction of the original, or the original is sent. */
const MAX_RATIO = 0.9;

/**
 * The files, relative to the build folder, that get compressed copies: compressible by their
 * extension, not already a copy, and not in a dot folder (.vite/manifest.json is never served).
 */
export function compressibleFiles(files: readonly string[]): string[] {
  return files.filter((file) => {
    const parts = file.split(/[\\/]/);
    if (parts.some((part) => part.startsWith("."))) return false;
    return COMPRESSIBLE.has(extname(file).toLowerCase());
  });
}

/** Whether a compressed copy of `originalSize` bytes that came out at `compressedSize` is worth serving. */
export function worthKeeping(originalSize: number, compressedSize: number): boolean {
  return originalSize >= MIN_SIZE && compressedSize <= originalSize * MAX_RATIO;
}

export interface PrecompressResult {
  file: string;
  size: number;
  br?: number;
  gz?: number;
}

/** Compresses the compressible files under `dir` and writes the copies that pay; returns what it did. */
export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
  return Promise.all(
    compressibleFiles(files).map(async (file) => {
      const path = join(dir, file);
      const data = await readFile(path);
      const result: PrecompressResult = { file, size: data.length };
      if (data.length < MIN_SIZE) return result;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (worthKeeping(data.length, br.length)) {
        await writeFile(`${path}.br`, br);
        result.br = br.length;
      }
      if (worthKeeping(data.length, gz.length)) {
        await writeFile(`${path}.gz`, gz);
        result.gz = gz.length;
      }
      return result;
    }),
  );
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "cardfolio:precompress",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: "post",
      async handler(error?: Error) {
        if (error) return;
        const results = await precompressDir(config.build.outDir);
        const written = results.filter((result) => result.br !== undefined || result.gz !== undefined);
        const total = (key: "size" | "br" | "gz") =>
          Math.round(written.reduce((sum, result) => sum + (result[key] ?? result.size), 0) / 1024);
        config.logger.info(
          `precompressed ${written.length} of ${results.length} text files: ${total("size")} KB → ${total("br")} KB br, ${total("gz")} KB gzip`,
        );
      },
    },
  };
}
