/**
 * What every recorded event says about who sent it (views, clicks, saves and form submissions):
 * the day's salted visitor hash, the country and the device, never the address itself.
 *
 * The visitors module holds the facts the server learns about an anonymous visitor, under one
 * privacy rule: an address is kept only anonymised (anonymise-ip.ts) or as a country
 * (location.ts), an agent only as a device line or a bot verdict (visitor-agent.ts), and
 * visitors are told apart only by a hash that changes every day (visitor-hash.ts). Tracking,
 * the visitor form, the sales assistant and Calendly build on it; it imports none of them. It is a
 * module, not a helper in server/lib/, because it keeps data of its own (the daily salts, in
 * visitor_salts) and rules of the product, where lib/ holds helpers that know no feature.
 */
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { visitorLocation } from "./visitor-address";
import { createVisitorHasher } from "./visitor-hash";

/**
 * What the server records about the visitor with every event. No address: the
 * events' address columns stay empty, and unique visitors are counted by `visitorHash`.
 */
export interface Visitor {
  /** The day's salted hash of the visitor (visitor-hash.ts); null when it could not be made. */
  visitorHash: string | null;
  location: string;
  device: string;
  /** When the request arrived, not when its batch was written. */
  at: Date;
}

export type VisitorOf = (request: FastifyRequest, cardId: number, device: string) => Promise<Visitor>;

export async function createVisitorOf(db: Db): Promise<VisitorOf> {
  const hash = await createVisitorHasher(db);
  return async (request, cardId, device) => {
    const at = new Date();
    const userAgent = request.headers["user-agent"];
    return {
      visitorHash: await hash({ cardId, address: request.ip, userAgent, at }),
      location: visitorLocation(request.ip),
      device,
      at,
    };
  };
}
