/**
 * encodeBody/sendEncoded: each client gets the smallest form it accepts, by the q-values of
 * its Accept-Encoding, and every form decodes to the same bytes.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { encodeBody, sendEncoded } from "./encoded-body";

const page = `<!doctype html><html><body>${"<p>Jane Roe, Engineer at Acme</p>".repeat(100)}</body></html>`;

async function serve(text: string, acceptEncoding?: string) {
  const app = Fastify();
  const body = await encodeBody(text);
  app.get("/", (request, reply) => sendEncoded(request, reply.type("text/html; charset=utf-8"), body));
  const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
  const response = await app.inject({ method: "GET", url: "/", headers });
  await app.close();
  return response;
}

describe("encodeBody", () => {
  it("compresses a page with Brotli and gzip, both decoding to the original", async () => {
    const body = await encodeBody(page);
    expect(body.identity.toString("utf8")).toBe(page);
    expect(brotliDecompressSync(body.br as Buffer).toString("utf8")).toBe(page);
    expect(gunzipSync(body.gzip as Buffer).toString("utf8")).toBe(page);
    expect((body.br as Buffer).length).toBeLessThan((body.gzip as Buffer).length);
    expect((body.gzip as Buffer).length).toBeLessThan(body.identity.length / 5);
  });

  it("leaves a small body uncompressed", async () => {
    const body = await encodeBody('{"name":"Jane"}');
    expect(body).toEqual({ identity: Buffer.from('{"name":"Jane"}') });
  });
});

describe("sendEncoded", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["deflate", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %s gets %s", async (accepted, expected) => {
    const response = await serve(page, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(expected);
    expect(response.headers.vary).toBe("accept-encoding");
    const raw = response.rawPayload;
    const decoded =
      expected === "br" ? brotliDecompressSync(raw) : expected === "gzip" ? gunzipSync(raw) : raw;
    expect(decoded.toString("utf8")).toBe(page);
  });

  it("sends a small body as it is, without Vary", async () => {
    const response = await serve("<p>hi</p>", "gzip, br");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toBe("<p>hi</p>");
  });
});
