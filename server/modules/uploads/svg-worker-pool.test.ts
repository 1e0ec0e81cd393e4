import { afterEach, describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error";
import { nestedUseBomb, slowButAllowedSvg, smallIcon } from "../../test/hostile-svgs";
import {
  createSvgWorkerPool,
  SVG_TOO_COMPLEX,
  SVG_UPLOADER_BUSY,
  type SvgWorkerPool,
} from "./svg-worker-pool";

const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);

let pool: SvgWorkerPool | undefined;
afterEach(() => pool?.close());

// Starting a worker loads jsdom and compiles the sanitiser: seconds on a busy machine.
describe("SVG worker pool", { timeout: 30_000 }, () => {
  it("sanitises in a worker process, one file after another, and again after closing", async () => {
    pool = createSvgWorkerPool();
    const [a, b, notSvg] = await Promise.all([
      pool.sanitize(svg("<script>alert(1)</script><rect/>")),
      pool.sanitize(svg('<circle onload="alert(2)"/>')),
      pool.sanitize(Buffer.from("plain text")),
    ]);
    expect(a?.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    expect(b?.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>');
    expect(notSvg).toBeUndefined();
    await pool.close();
    expect((await pool.sanitize(svg("<g/>")))?.toString()).toContain("<g/>");
  });

  it("gives up on a file that takes too long, and the next file gets a new worker", async () => {
    pool = createSvgWorkerPool({ timeoutMs: 1 });
    const failure = await pool.sanitize(svg("<rect/>")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 422, message: SVG_TOO_COMPLEX });
  });
});

/** A drawing of `paths` paths: some hundreds of milliseconds of jsdom per thousand. */
const detailed = (paths: number, seed: number) =>
  svg(Array.from({ length: paths }, (_, i) => `<path d="M${i % 97} ${seed}L${i % 89} 90z"/>`).join(""));
const ICON_BOX = { width: 256, height: 256 };

describe("SVG worker pool, shared by users", { timeout: 60_000 }, () => {
  it("answers another user's small file before the first user's backlog", async () => {
    pool = createSvgWorkerPool();
    const finished: string[] = [];
    const track = (name: string, work: Promise<unknown>) => work.then(() => finished.push(name));
    const backlog = [1, 2, 3].map((n) => track(`A${n}`, pool!.sanitize(detailed(3000, n), "A")));
    const small = track("B1", pool.sanitize(svg("<rect/>"), "B"));
    await Promise.all([...backlog, small]);
    expect(finished).toEqual(["A1", "B1", "A2", "A3"]);
  });

  it("refuses a user's fourth file while three wait or are in work (429)", async () => {
    pool = createSvgWorkerPool();
    const accepted = [1, 2, 3].map((n) => pool!.sanitize(detailed(500, n), "A"));
    const refused = await pool.sanitize(svg("<rect/>"), "A").catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, message: SVG_UPLOADER_BUSY });
    expect(await Promise.all(accepted)).toHaveLength(3);
    // Another user is not affected.
    expect(await pool.sanitize(svg("<rect/>"), "B")).toBeDefined();
  });

  it("draws icons in the worker; a nested-<use> bomb is refused at once, a slow drawing when its time is up", async () => {
    pool = createSvgWorkerPool({ drawTimeoutMs: 300 });
    const icon = await pool.rasterise(Buffer.from(smallIcon()), ICON_BOX, "A");
    expect(icon?.subarray(1, 4).toString()).toBe("PNG");
    const started = performance.now();
    await expect(pool.rasterise(Buffer.from(nestedUseBomb()), ICON_BOX, "B")).rejects.toMatchObject({
      statusCode: 422,
      message: SVG_TOO_COMPLEX,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    // librsvg cannot be interrupted: the worker is killed, and the next file gets a new one.
    const big = { width: 1024, height: 1024 };
    await expect(pool.rasterise(Buffer.from(slowButAllowedSvg()), big, "B")).rejects.toMatchObject({
      statusCode: 422,
      message: SVG_TOO_COMPLEX,
    });
    expect((await pool.rasterise(Buffer.from(smallIcon(1)), ICON_BOX, "C"))?.length).toBeGreaterThan(0);
  });
});
