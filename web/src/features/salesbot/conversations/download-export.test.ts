import { describe, expect, it } from "vitest";
import { readExport } from "./download-export";

const BOM = [0xef, 0xbb, 0xbf];

function streamed(pieces: Uint8Array[]): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    }),
  );
}

describe("readExport", () => {
  it("keeps the byte-order mark and the bytes as sent, counting rows without the header", async () => {
    const bytes = new TextEncoder().encode('\uFEFF"Session ID"\r\n"a","Zoë"\r\n"b","x\ny"\r\n');
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    // Split inside the CRLF and inside the two-byte 'ë'.
    const cut1 = bytes.indexOf(0x0d) + 1;
    const cut2 = bytes.indexOf(0xc3) + 1;
    const seen: number[] = [];
    const blob = await readExport(
      streamed([bytes.slice(0, cut1), bytes.slice(cut1, cut2), bytes.slice(cut2)]),
      (rows) => seen.push(rows),
    );
    const out = new Uint8Array(await blob.arrayBuffer());
    expect([...out]).toEqual([...bytes]);
    expect(blob.type).toBe("text/csv;charset=utf-8");
    expect(seen.at(-1)).toBe(2);
  });
});
