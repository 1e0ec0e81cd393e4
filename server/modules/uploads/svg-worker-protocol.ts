/**
 * What the server and its SVG worker process (svg-worker.ts) say to each other. Kept apart from the
 * worker so that the server loads none of the worker's code: importing the worker would run its
 * set-up (sharp's single thread, its message handler) and load jsdom in the server's own process.
 */
import type { Box } from "./svg-rasterise";

export const WORKER_READY = "ready";

export interface SvgTask {
  id: number;
  bytes: Uint8Array;
  /** Draw the sanitised SVG as a PNG fitted inside this box, and answer that. */
  raster?: Box;
}

/** Sent when sanitising is done and drawing starts: drawing has a time limit of its own. */
export interface SvgDrawing {
  id: number;
  drawing: true;
}

/** `bytes` null: not an SVG document. */
export type SvgResult =
  | { id: number; bytes: Uint8Array | null }
  | { id: number; refused: { statusCode: number; message: string } }
  | { id: number; error: string };
