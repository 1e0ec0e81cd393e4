/**
 * A response body prepared once and sent many times: its bytes, and its Brotli and gzip
 * forms when compressing pays off. Public card pages are read far more often than they
 * change, so they are compressed once (off the event loop) instead of per request, and each
 * visitor gets the smallest form their browser accepts.
 */
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes a compressed body saves less than its framing costs. */
const COMPRESS_FROM_BYTES = 1024;
/** Best first: Brotli is smaller than gzip for the same page. */
const ENCODINGS = ["br", "gzip", "identity"];
/** Brotli's quality for a body compressed per request: near its best ratio at a fraction of 11's time. */
const QUICK_BROTLI_QUALITY = 5;

export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text, "utf8");
  if (identity.length < COMPRESS_FROM_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * The encoding chosen for each Accept-Encoding value seen: browsers send a handful of distinct
 * values, so negotiating once per value instead of once per request is nearly always a hit.
 * Bounded, so made-up values cannot grow it; past the bound they are negotiated every time.
 */
const negotiated = new Map<string, string>();
const NEGOTIATED_MAX = 256;

export function encodingFor(accepted: string | undefined): string {
  if (!accepted) return "identity";
  const known = negotiated.get(accepted);
  if (known !== undefined) return known;
  // Negotiator reads nothing of the request but its headers.
  const request = { headers: { "accept-encoding": accepted } } as unknown as IncomingMessage;
  const chosen = new Negotiator(request).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? "identity";
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(accepted, chosen);
  return chosen;
}

/** Sends the form the request accepts (Accept-Encoding with its q-values), else the plain bytes. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  if (!body.br && !body.gzip) return reply.send(body.identity);
  reply.header("vary", "accept-encoding");
  const encoding = encodingFor(request.headers["accept-encoding"]);
  if (encoding === "br" && body.br) return reply.header("content-encoding", "br").send(body.br);
  if (encoding === "gzip" && body.gzip) return reply.header("content-encoding", "gzip").send(body.gzip);
  return reply.send(body.identity);
}

/**
 * Sends a body made for this one request (a page written with the user's data) in the encoding
 * the request accepts, compressed at a quick setting. Compressed on the event loop, not the
 * thread pool: a page is some tens of kilobytes, about a millisecond of work, and the pool's
 * threads may all be busy hashing passwords for far longer.
 */
export function sendCompressedOnce(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  const identity = Buffer.from(text, "utf8");
  if (identity.length < COMPRESS_FROM_BYTES) return reply.send(identity);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const encoding = encodingFor(request.headers["accept-encoding"]);
  if (encoding === "br") {
    const params = {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    };
    return reply.header("content-encoding", "br").send(brotliCompressSync(identity, { params }));
  }
  if (encoding === "gzip")
    return reply.header("content-encoding", "gzip").send(gzipSync(identity, { level: 6 }));
  return reply.send(identity);
}
