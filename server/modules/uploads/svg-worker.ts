/**
 * Worker-thread side of svg-worker-pool.ts: sanitises one SVG per message. Started through
 * svg-worker-boot.mjs, which makes TypeScript loadable in the thread first.
 */
import { parentPort } from "node:worker_threads";
import { sanitizeSvg } from "./svg-sanitize";

export interface SvgTask {
  id: number;
  bytes: Uint8Array;
}

export type SvgResult = { id: number; svg: Uint8Array | null } | { id: number; error: string };

parentPort?.on("message", ({ id, bytes }: SvgTask) => {
  let result: SvgResult;
  try {
    result = { id, svg: sanitizeSvg(bytes) ?? null };
  } catch (error) {
    result = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(result);
});
