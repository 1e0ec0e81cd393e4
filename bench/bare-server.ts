/**
 * The yardsticks of the overhead bench (bench/overhead.bench.ts), each in a child process of
 * its own like the app it is compared with: `node --import tsx bench/bare-server.ts <mode> <port> [file]`.
 *
 * - `http-hello`: bare node:http answering "hello".
 * - `fastify-json`: a bare Fastify 5 app from the same node_modules, one JSON route, logger at warn.
 * - `http-bytes <file>`: bare node:http answering every request with one captured response (status,
 *   headers and body, from a JSON file): the same bytes the app sends, with no work at all.
 * - `fastify-bytes <file>`: a bare Fastify 5 app (logger at warn) answering every GET with the same
 *   captured response: what the framework alone costs on top of node:http.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import Fastify from "fastify";

interface Captured {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const [mode, portText, file] = process.argv.slice(2);
const port = Number(portText);

if (mode === "http-hello") {
  createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" }).end("hello");
  }).listen(port, "127.0.0.1");
} else if (mode === "fastify-json") {
  const app = Fastify({ logger: { level: "warn" } });
  app.get("/healthz", async () => ({ status: "ok" }));
  await app.listen({ port, host: "127.0.0.1" });
} else if (mode === "http-bytes" && file) {
  const captured = JSON.parse(readFileSync(file, "utf8")) as Captured;
  const body = Buffer.from(captured.bodyBase64, "base64");
  createServer((_request, response) => {
    response.writeHead(captured.status, captured.headers).end(body);
  }).listen(port, "127.0.0.1");
} else if (mode === "fastify-bytes" && file) {
  const captured = JSON.parse(readFileSync(file, "utf8")) as Captured;
  const body = Buffer.from(captured.bodyBase64, "base64");
  const app = Fastify({ logger: { level: "warn" } });
  app.get("/*", (_request, reply) => {
    reply.code(captured.status).headers(captured.headers).send(body);
  });
  await app.listen({ port, host: "127.0.0.1" });
} else {
  console.error(
    `usage: bare-server.ts http-hello|fastify-json|http-bytes|fastify-bytes <port> [file]; got ${process.argv.slice(2).join(" ")}`,
  );
  process.exit(2);
}

// Exits through process.exit, so `node --cpu-prof` writes its profile (a signal's default does not).
process.on("SIGTERM", () => process.exit(0));
