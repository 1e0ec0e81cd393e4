/**
 * Reads a streamed response of JSON lines (NDJSON) as it arrives: each complete line is
 * parsed and yielded; a chunk may end in the middle of a line, or of a character.
 */
export async function* readJsonLines<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.trim() !== "") yield JSON.parse(line) as T;
    }
    pending += decoder.decode();
    if (pending.trim() !== "") yield JSON.parse(pending) as T;
  } finally {
    reader.releaseLock();
  }
}
