/**
 * What every recorded event says about who sent it (views, clicks, saves and form submissions):
 * the day's salted visitor hash, the country and the device, never the address itself.
 */
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { Visitor } from "./repo";
import { visitorLocation } from "./visitor-address";
import { createVisitorHasher } from "./visitor-hash";

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
