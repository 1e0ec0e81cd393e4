/**
 * The webhooks spec's own application (e2e/webhooks.spec.ts) and a receiver beside it: the
 * receiver (127.0.0.1, allowlisted with OUTBOUND_ALLOWLIST, so plain http reaches it) answers
 * 204 to every POST and lists what it received at GET /received, so the spec sees what arrived.
 * Seeds `hana-desktop` and `hana-phone` at level 2. Prints `ready <origin> <receiver url>`.
 */
import { createServer } from "node:http";
import { freePort } from "../../server/test/free-port";
import { serveOwnApp } from "./own-app";

const received: Array<{ id: string; type: string }> = [];
const receiverPort = await freePort();
const receiver = createServer(async (request, response) => {
  if (request.method === "GET" && request.url === "/received") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(received));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { type?: string };
  received.push({ id: String(request.headers["webhook-id"]), type: String(body.type) });
  response.writeHead(204);
  response.end();
});
await new Promise<void>((resolve) => receiver.listen(receiverPort, "127.0.0.1", resolve));

const port = await freePort();
serveOwnApp({
  name: "webhooks",
  port,
  origin: `http://127.0.0.1:${port}`,
  env: { OUTBOUND_ALLOWLIST: "127.0.0.1" },
  people: ["hana-desktop", "hana-phone"].map((username) => ({
    username,
    password: "hana-password-1",
    fullName: "Hana Owner",
    accessLevel: 2,
  })),
  readyExtra: [`http://127.0.0.1:${receiverPort}`],
  onStop: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
});
