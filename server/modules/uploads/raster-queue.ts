/**
 * Raster pictures are decoded and encoded by sharp on libuv's thread pool, the same 4 threads
 * that hash passwords and read files (decision 024). A camera photo takes a thread for a good
 * fraction of a second and up to 120 MB of memory while decoded (40 megapixels), so pictures
 * are done one at a time, taken fairly across users (fair-job-runner.ts): at most one pool
 * thread is ever sharp's, one user's backlog delays another's picture by a turn at most, and
 * only a few originals (up to 20 MB each) wait in memory; past that the sender is asked to
 * wait instead of being queued.
 */
import { serviceUnavailable, tooManyRequests } from "../../lib/http-error";
import { createFairJobRunner } from "./fair-job-runner";
import type { ProcessedImage } from "./process-image";

export const IMAGE_UPLOADER_BUSY =
  "You are already uploading several images. Please wait until they are processed, then try again.";
export const IMAGE_SERVER_BUSY = "The server is busy with other images. Please try again in a minute.";
const IMAGE_TIMED_OUT = "The image took too long to process. Please try a smaller image.";

/** Pictures one user may have waiting or in work: the web app sends one at a time. */
const PER_USER = 2;
/** Pictures waiting or in work in all; each holds its original (up to 20 MB) until its turn. */
const TOTAL = 8;
/**
 * A picture within the pixel limit takes a few seconds at most on a slow core. sharp cannot be
 * stopped, so past this the request is answered and the queue moves on while the picture
 * finishes on its own; it only keeps one stuck picture from holding everyone's.
 */
const TIMEOUT_MS = 60_000;

type RasterTask = () => Promise<ProcessedImage>;

export interface RasterQueue {
  /** Runs `task` in its turn; refuses at once when this owner or everyone has too many waiting. */
  run(owner: string, task: RasterTask): Promise<ProcessedImage>;
  close(): void;
}

export function createRasterQueue(): RasterQueue {
  const runner = createFairJobRunner<RasterTask, ProcessedImage>({
    run: (task) => task(),
    timeoutMs: TIMEOUT_MS,
    perOwner: PER_USER,
    total: TOTAL,
    errors: {
      ownerBusy: () => tooManyRequests(IMAGE_UPLOADER_BUSY),
      serverBusy: () => serviceUnavailable(IMAGE_SERVER_BUSY),
      timedOut: () => serviceUnavailable(IMAGE_TIMED_OUT),
    },
  });
  return {
    run: (owner, task) => runner.submit(owner, task),
    close: () => runner.close(serviceUnavailable("The server is shutting down.")),
  };
}
