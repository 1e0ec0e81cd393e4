/**
 * A tap on a tag (GET /t/{id}): where it leads, and whether it counts. Known bots (link previews,
 * crawlers), the card's own team (its owner, and administrators who manage the owner, recognised
 * by their session cookie) and HEAD requests are led on but not counted; every other tap adds one
 * in the same statement that finds the card.
 */
import type { FastifyRequest } from "fastify";
import { isTagId } from "../../../core/nfc-tags";
import { isOwnVisit } from "../../../core/policy";
import type { Db } from "../../db/client";
import { sessionTokenOf } from "../../lib/session-cookie";
import { hashToken } from "../../lib/tokens";
import { findSessionUser } from "../../plugins/sessions-repo";
import { agentFacts } from "../visitors/visitor-agent";
import { countTap, tapTarget } from "./repo";

/** The slug of the card the tag points at, or undefined for no such tag or a tag without a card. */
export async function followTap(db: Db, request: FastifyRequest, tagId: string): Promise<string | undefined> {
  // A malformed id names no tag: answered without a query.
  if (!isTagId(tagId)) return undefined;
  if (request.method === "HEAD" || agentFacts(request.headers["user-agent"]).bot) {
    return (await tapTarget(db, tagId))?.slug;
  }
  const token = sessionTokenOf(request);
  if (token) {
    const target = await tapTarget(db, tagId);
    if (!target) return undefined;
    const viewer = (await findSessionUser(db, hashToken(token)))?.user ?? null;
    if (isOwnVisit(viewer, { id: target.ownerId, accessLevel: target.ownerLevel })) return target.slug;
  }
  return countTap(db, tagId);
}
