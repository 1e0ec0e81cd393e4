import { describe, expect, it } from "vitest";
import { readJsonLines } from "./json-lines";

/** A body that delivers `chunks` one by one, as a network would. */
function bodyOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const item of readJsonLines(body)) out.push(item);
  return out;
}

describe("readJsonLines", () => {
  it("yields each line, whatever the chunk boundaries", async () => {
    const chunks = ['{"a":1}\n{"b"', ':2}\n\n{"c":', "3}\n"];
    expect(await collect(bodyOf(chunks))).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it("reads a last line without a newline", async () => {
    expect(await collect(bodyOf(['{"a":1}\n{"b":2}']))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("keeps a character split across two chunks", async () => {
    const bytes = new TextEncoder().encode('{"name":"Zoë"}\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "ë"
    expect(await collect(bodyOf([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([{ name: "Zoë" }]);
  });

  it("fails on a line that is not JSON", async () => {
    await expect(collect(bodyOf(["{broken\n"]))).rejects.toThrow(SyntaxError);
  });
});
