/**
 * Downloads the conversations' CSV while counting the conversations received, so the screen can
 * show how far it is (the server streams the file; its size is the filtered list's, known from
 * the list's `matching`). The file keeps the name the server gives it.
 */
import { fileNameOfDisposition } from "@core/download-name";
import { toApiError } from "@/lib/api";

/** Rows end with CRLF; a transcript's own line breaks are LF, so CRLF counts whole rows. */
function countRows(text: string): number {
  let rows = 0;
  for (let i = text.indexOf("\r\n"); i !== -1; i = text.indexOf("\r\n", i + 2)) rows++;
  return rows;
}

/**
 * The response's file, counting rows as they arrive. The bytes are kept as sent: decoding them
 * to text and back would drop the byte-order mark that tells spreadsheet programs it is UTF-8.
 */
export async function readExport(response: Response, onRows: (rows: number) => void): Promise<Blob> {
  if (!response.body) throw new Error("The export has no body.");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: Uint8Array[] = [];
  let rows = -1; // the header is not a conversation
  let carry = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value);
    // A CRLF split across two pieces is counted once it is whole.
    const text = carry + decoder.decode(value, { stream: true });
    rows += countRows(text);
    carry = text.endsWith("\r") ? "\r" : "";
    onRows(Math.max(rows, 0));
  }
  return new Blob(parts as BlobPart[], { type: "text/csv;charset=utf-8" });
}

/** Downloads a streamed CSV export, telling `onRows` how many rows arrived so far. */
export async function downloadExport(
  url: string,
  onRows: (rows: number) => void,
  fallbackName = "conversations.csv",
): Promise<void> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok || !response.body) throw await toApiError(response);
  const blob = await readExport(response, onRows);
  const file = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = file;
  link.download = fileNameOfDisposition(response.headers.get("content-disposition"), fallbackName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(file), 10_000);
}
