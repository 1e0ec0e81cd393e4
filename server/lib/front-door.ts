/**
 * The front door (decision 019): a few hot requests are answered straight from node:http,
 * before Fastify routes them. Fastify costs about 10 µs a request on this hardware (its
 * request and reply objects, hooks, child logger, routing); a cached public card page needs
 * none of it, and popular cards get most of the traffic. A quick answer is only ever bytes
 * that are already made, sent with exactly the headers Fastify's route would send; anything
 * it cannot answer that way (a HEAD, a query string, a card not cached yet, a request while the
 * server is closing) goes to Fastify unchanged.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerOptions } from "fastify";

/** Answers the request and says true, or leaves it untouched and says false. */
export type QuickAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface FrontDoor {
  /** Adds an answerer; they are asked in the order they were added. */
  add(answer: QuickAnswer): void;
  /** From now on every request goes to Fastify, which answers 503 while it is closing. */
  close(): void;
  /** How many requests were answered here (tests and diagnostics). */
  quickAnswers(): number;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The front door and a `serverFactory` for Fastify: the HTTP server asks the door first, then
 * hands the request to Fastify's handler. The server gets the timeouts Fastify would give it.
 */
export function createFrontDoor(): {
  door: FrontDoor;
  serverFactory: (handler: Handler, options: FastifyServerOptions) => Server;
} {
  const answers: QuickAnswer[] = [];
  let open = true;
  let answered = 0;
  const door: FrontDoor = {
    add: (answer) => {
      answers.push(answer);
    },
    close: () => {
      open = false;
    },
    quickAnswers: () => answered,
  };
  const serverFactory = (handler: Handler, options: FastifyServerOptions) => {
    const server = createServer((request, response) => {
      if (open) {
        for (const answer of answers) {
          if (answer(request, response)) {
            answered++;
            return;
          }
        }
      }
      handler(request, response);
    });
    // As Fastify sets up a server it makes itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
  return { door, serverFactory };
}
