import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error";
import type { ProcessedImage } from "./process-image";
import { createRasterQueue, IMAGE_SERVER_BUSY, IMAGE_UPLOADER_BUSY } from "./raster-queue";

/** A picture's work that finishes when told to, recording how many ran at once. */
function gatedWork(log: { running: number; most: number; order: string[] }) {
  const gates = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<ProcessedImage>((resolve) => {
      log.running++;
      log.most = Math.max(log.most, log.running);
      log.order.push(name);
      gates.set(name, () => {
        log.running--;
        resolve({ bytes: Buffer.from(name), format: "jpeg" });
      });
    });
  const open = async (name: string) => {
    await expect.poll(() => gates.has(name)).toBe(true);
    gates.get(name)!();
  };
  return { task, open };
}

describe("raster queue", () => {
  it("decodes one picture at a time, taking users in turn", async () => {
    const queue = createRasterQueue();
    const log = { running: 0, most: 0, order: [] as string[] };
    const { task, open } = gatedWork(log);
    const results = [
      queue.run("ann", task("ann-1")),
      queue.run("ann", task("ann-2")),
      queue.run("bob", task("bob-1")),
    ];
    await open("ann-1");
    await open("bob-1");
    await open("ann-2");
    expect((await Promise.all(results)).map((r) => r.bytes.toString())).toEqual(["ann-1", "ann-2", "bob-1"]);
    expect(log.most).toBe(1);
    // Bob's one picture waited behind one of Ann's, not both.
    expect(log.order).toEqual(["ann-1", "bob-1", "ann-2"]);
    queue.close();
  });

  it("asks a user with two pictures in work to wait (429), and everyone past eight (503)", async () => {
    const queue = createRasterQueue();
    const log = { running: 0, most: 0, order: [] as string[] };
    const { task } = gatedWork(log);
    const held = [queue.run("ann", task("a1")), queue.run("ann", task("a2"))];
    await expect(queue.run("ann", task("a3"))).rejects.toMatchObject({
      statusCode: 429,
      message: IMAGE_UPLOADER_BUSY,
    });
    for (let i = 0; i < 6; i++) held.push(queue.run(`user-${i}`, task(`u${i}`)));
    const busy = await queue.run("zed", task("z")).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(HttpError);
    expect(busy).toMatchObject({ statusCode: 503, message: IMAGE_SERVER_BUSY });
    queue.close();
    // Closing answers everything still waiting, so no request hangs.
    expect((await Promise.allSettled(held)).every((r) => r.status === "rejected")).toBe(true);
  });
});
