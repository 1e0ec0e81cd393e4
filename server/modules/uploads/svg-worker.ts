/**
 * The SVG worker process (svg-worker-pool.ts): sanitises one SVG per message, and draws it as
 * a PNG when asked (app icons). Started through svg-worker-boot.mjs, which makes TypeScript
 * loadable first, or compiled as dist/server/svg-worker.js (`npm run build`). Refusals travel back as status and message; anything else is our fault and
 * travels back as an error.
 */
import sharp from "sharp";
import { HttpError } from "../../lib/http-error";
import { RASTERISED_SVG_LIMITS, STORED_SVG_LIMITS, SVG_TOO_COMPLEX, SvgTooComplexError } from "./svg-limits";
import { rasteriseSvg } from "./svg-rasterise";
import { sanitizeSvg } from "./svg-sanitize";
import { type SvgDrawing, type SvgResult, type SvgTask, WORKER_READY } from "./svg-worker-protocol";

async function handle({ id, bytes, raster }: SvgTask): Promise<SvgResult> {
  try {
    const svg = sanitizeSvg(bytes, raster ? RASTERISED_SVG_LIMITS : STORED_SVG_LIMITS);
    if (!svg) return { id, bytes: null };
    if (!raster) return { id, bytes: svg };
    process.send?.({ id, drawing: true } satisfies SvgDrawing);
    return { id, bytes: await rasteriseSvg(svg, raster) };
  } catch (error) {
    if (error instanceof SvgTooComplexError)
      return { id, refused: { statusCode: 422, message: SVG_TOO_COMPLEX } };
    if (error instanceof HttpError)
      return { id, refused: { statusCode: error.statusCode, message: error.message } };
    return { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// One libvips thread per image: an icon is drawn on one core, the other stays the server's.
sharp.concurrency(1);
// Every file is new; a cache of earlier ones would only hold memory.
sharp.cache(false);
process.on("message", (task: SvgTask) => {
  void handle(task).then((result) => process.send?.(result));
});
// The server went away (or closed the pool): nothing is left to work for.
process.on("disconnect", () => process.exit(0));
process.send?.(WORKER_READY);
