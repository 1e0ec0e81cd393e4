/**
 * The address guard on real connections: names resolving to loopback, private, link-local or
 * metadata addresses are refused (all of a name's addresses are checked), plain http only for
 * allowlisted hosts, an allowlisted host or range passes, and the connection goes to the address
 * that was checked even when the name would answer differently a second time (DNS rebinding).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, OutboundRefused, type Resolver } from "./address-guard";
import { type OutboundAllowlist, parseOutboundAllowlist } from "./allowlist";
import { OUTBOUND_BODY_MAX, OutboundFailed, outboundRequest } from "./outbound-request";

let server: Server;
let port: number;
const hits: string[] = [];

const list = (text: string) => parseOutboundAllowlist(text) as OutboundAllowlist;
const answering =
  (...answers: string[][]): Resolver =>
  async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/big") {
      response.end("x".repeat(100_000));
    } else if (request.url === "/slow") {
      setTimeout(() => response.end("late"), 2_000);
    } else if (request.url === "/redirect") {
      response.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" });
      response.end();
    } else {
      response.end(`hello ${request.headers.host}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundRefused);
  return (error as Error).message;
}

describe("the address guard", () => {
  it.each([
    ["127.0.0.1"],
    ["10.1.2.3"],
    ["192.168.0.10"],
    ["172.16.5.4"],
    ["169.254.169.254"],
    ["100.64.0.1"],
    ["0.0.0.0"],
    ["::1"],
    ["fe80::1"],
    ["fd00::1"],
    ["::ffff:10.0.0.1"],
    ["224.0.0.1"],
  ])("refuses a name resolving to %s", async (address) => {
    const message = await refusal(
      outboundRequest({
        url: "https://hooks.example.com/x",
        allowlist: list(""),
        resolve: answering([address]),
      }),
    );
    expect(message).toContain("hooks.example.com resolves to");
    expect(message).toContain("not a public address");
  });

  it("refuses a name when any one of its addresses is private", async () => {
    const message = await refusal(
      outboundRequest({
        url: "https://hooks.example.com/x",
        allowlist: list(""),
        resolve: answering(["93.184.216.34", "10.0.0.7"]),
      }),
    );
    expect(message).toContain("10.0.0.7");
  });

  it("fails a name that does not resolve now as an error worth trying again, not a refusal", async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    const failure = await outboundRequest({
      url: "https://not-yet.example.com/x",
      allowlist: list(""),
      resolve: failing,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(OutboundRefused);
    expect((failure as Error).message).toBe("The host name not-yet.example.com could not be resolved");
    const empty = await outboundRequest({
      url: "https://empty.example.com/x",
      allowlist: list(""),
      resolve: answering([]),
    }).catch((error: unknown) => error);
    expect(empty).not.toBeInstanceOf(OutboundRefused);
    expect((empty as Error).message).toBe("The host name empty.example.com has no address");
  });

  it("refuses a private address written in the URL", async () => {
    expect(
      await refusal(outboundRequest({ url: `http://127.0.0.1:${port}/`, allowlist: list("") })),
    ).toContain("127.0.0.1 is not a public address");
    expect(await refusal(outboundRequest({ url: "https://[::1]/", allowlist: list("") }))).toContain(
      "::1 is not a public address",
    );
  });

  it("tells public unicast from the rest", () => {
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:4700::1111")).toBe(true);
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("not an address")).toBe(false);
  });

  it("refuses plain http to a public host not in the allowlist", async () => {
    const message = await refusal(
      outboundRequest({
        url: "http://hooks.example.com/x",
        allowlist: list(""),
        resolve: answering(["93.184.216.34"]),
      }),
    );
    expect(message).toContain("Only https://");
  });

  it("lets an allowlisted host name through, over plain http", async () => {
    const answer = await outboundRequest({
      url: `http://receiver.internal:${port}/named`,
      allowlist: list("receiver.internal"),
      resolve: answering(["127.0.0.1"]),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(`hello receiver.internal:${port}`);
  });

  it("lets an allowlisted range through", async () => {
    const answer = await outboundRequest({
      url: `http://receiver.internal:${port}/ranged`,
      allowlist: list("127.0.0.0/8"),
      resolve: answering(["127.0.0.1"]),
    });
    expect(answer.status).toBe(200);
    expect(hits).toContain("/ranged");
  });
});

describe("the connection", () => {
  it("goes to the address that was checked, not to a second answer of the name", async () => {
    let asked = 0;
    const rebinding: Resolver = async () => {
      asked++;
      // The first answer is checked; a second resolution would lead elsewhere (nothing listens on 127.0.0.2's port).
      return [{ address: asked === 1 ? "127.0.0.1" : "127.0.0.2", family: 4 }];
    };
    const answer = await outboundRequest({
      url: `http://rebinding.internal:${port}/pinned`,
      allowlist: list("127.0.0.1"),
      resolve: rebinding,
    });
    expect(answer.status).toBe(200);
    expect(answer.address).toBe("127.0.0.1");
    expect(asked).toBe(1);
  });

  it("does not follow a redirect", async () => {
    const answer = await outboundRequest({
      url: `http://127.0.0.1:${port}/redirect`,
      allowlist: list("127.0.0.1"),
    });
    expect(answer.status).toBe(302);
    expect(hits.filter((hit) => hit === "/elsewhere")).toHaveLength(0);
  });

  it("keeps at most a few KB of the answer", async () => {
    const answer = await outboundRequest({
      url: `http://127.0.0.1:${port}/big`,
      allowlist: list("127.0.0.1"),
    });
    expect(answer.body.length).toBe(OUTBOUND_BODY_MAX);
  });

  it("gives up when no answer comes in time", async () => {
    const error = await outboundRequest({
      url: `http://127.0.0.1:${port}/slow`,
      allowlist: list("127.0.0.1"),
      timeoutMs: 200,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundFailed);
    expect((error as Error).message).toBe("No answer within 0.2 s");
  });
});
