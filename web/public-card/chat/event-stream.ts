/**
 * Reads a text/event-stream response body into its events (the subset of the format the chat's
 * server writes: `event:` and `data:` lines, a blank line ending each event). EventSource cannot
 * send a POST, so the stream is read from fetch's body instead.
 */
export interface StreamEvent {
  name: string;
  data: string;
}

function parseEvent(block: string): StreamEvent | undefined {
  let name = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) name = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  return data.length > 0 ? { name, data: data.join("\n") } : undefined;
}

export async function* readEventStream(response: Response): AsyncGenerator<StreamEvent> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n?/g, "\n");
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) yield event;
      end = buffer.indexOf("\n\n");
    }
  }
  const last = parseEvent(buffer);
  if (last) yield last;
}
