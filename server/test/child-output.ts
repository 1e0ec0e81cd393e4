/** What the tests that run child processes read from them: whole lines of standard output. */
import type { Readable } from "node:stream";

/** Calls `onLine` with each complete line the stream writes, without its newline. */
export function onLines(stream: Readable, onLine: (line: string) => void): void {
  let pending = "";
  stream.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) onLine(line);
  });
}
