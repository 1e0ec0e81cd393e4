/** The batch upload's progress stream on a bare Fastify app: events, throttling, errors. */
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BulkStreamEvent, BulkUploadResult } from "../../../core/schemas/users";
import { conflict } from "../../lib/http-error";
import type { BulkProgressListener } from "./bulk";
import { streamBulkImport } from "./bulk-stream";

const RESULT: BulkUploadResult = { created: 0, skipped: 0, results: [] };

async function run(work: (onProgress: BulkProgressListener) => Promise<BulkUploadResult>) {
  const errors: unknown[] = [];
  const app = Fastify({ logger: false });
  app.post("/", async (_request, reply) => {
    reply.log.error = (...args: unknown[]) => void errors.push(args);
    return streamBulkImport(reply, work);
  });
  const response = await app.inject({ method: "POST", url: "/" });
  await app.close();
  const events = response.payload
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as BulkStreamEvent);
  return { response, events, errors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("streamBulkImport", () => {
  it("answers 200 with progress lines, then the result", async () => {
    const { response, events } = await run(async (onProgress) => {
      onProgress({ phase: "hashing", done: 0, total: 2 });
      onProgress({ phase: "hashing", done: 2, total: 2 });
      return RESULT;
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/x-ndjson");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(events).toEqual([
      { type: "progress", phase: "hashing", done: 0, total: 2 },
      { type: "progress", phase: "hashing", done: 2, total: 2 },
      { type: "result", result: RESULT },
    ]);
  });

  it("sends the start and end of each phase but thins out what lies between", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const { events } = await run(async (onProgress) => {
      for (let done = 0; done <= 1000; done++) onProgress({ phase: "hashing", done, total: 1000 });
      vi.advanceTimersByTime(150);
      onProgress({ phase: "saving", done: 0, total: 1000 });
      return RESULT;
    });
    const progress = events.filter((e) => e.type === "progress").map((e) => `${e.phase} ${e.done}`);
    expect(progress).toEqual(["hashing 0", "hashing 1000", "saving 0"]);
  });

  it("ends with the error's status and message when the work fails after the stream began", async () => {
    const { response, events, errors } = await run(async (onProgress) => {
      onProgress({ phase: "saving", done: 0, total: 3 });
      throw conflict("Nothing was imported; please try again.");
    });
    expect(response.statusCode).toBe(200);
    expect(events.at(-1)).toEqual({
      type: "error",
      status: 409,
      message: "Nothing was imported; please try again.",
    });
    expect(errors).toHaveLength(0);
  });

  it("hides an unexpected error's details, and logs them", async () => {
    const { events, errors } = await run(async () => {
      throw new Error("connection to database lost: secret detail");
    });
    expect(events).toEqual([
      { type: "error", status: 500, message: "Something went wrong on our side. Please try again." },
    ]);
    expect(errors).toHaveLength(1);
  });
});
