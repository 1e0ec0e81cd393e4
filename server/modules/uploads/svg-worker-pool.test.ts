import { afterEach, describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error";
import { createSvgWorkerPool, SVG_TOO_COMPLEX, type SvgWorkerPool } from "./svg-worker-pool";

const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);

let pool: SvgWorkerPool | undefined;
afterEach(() => pool?.close());

// Starting a worker loads jsdom and compiles the sanitiser: seconds on a busy machine.
describe("SVG worker pool", { timeout: 30_000 }, () => {
  it("sanitises in a worker thread, one file after another, and again after closing", async () => {
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
