/**
 * NFC tags of cards. Whoever may share a card ("card.share": its owner, a level-4+ user, its
 * organisation's owners and admins) may give it tags and rename, move or delete them. A tag is
 * managed by the owner of the card it points at; a tag left without a card (the card was deleted)
 * stays with that last owner, who, like a level-4+ user, may point it at another card.
 */
import { cardDisplayName } from "../../../core/card-display";
import {
  newTagId,
  TAG_LIMIT_MESSAGE,
  TAG_LIMIT_PER_USER,
  TAG_NOT_FOUND,
  tagUrl,
} from "../../../core/nfc-tags";
import type { NfcTag } from "../../../core/schemas/nfc-tags";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { forbidden, notFound } from "../../lib/http-error";
import { lockOwner } from "../cards/repo";
import { loadSharedCard } from "../share/shared-card";
import {
  countTagsOfManager,
  deleteTag,
  findTag,
  insertTag,
  type TagWithCard,
  tagsOfCard,
  tagsOfManager,
  updateTag,
} from "./repo";

/** A random id drawn twice is drawn again; this many clashes in a row would mean a broken source. */
const ID_ATTEMPTS = 5;

function presentTag(tag: TagWithCard, origin: string): NfcTag {
  return {
    id: tag.id,
    url: tagUrl(origin, tag.id),
    label: tag.label,
    cardId: tag.cardId,
    cardName: tag.cardId === null ? null : cardDisplayName({ name: tag.cardName }),
    taps: tag.taps,
    lastTapAt: tag.lastTapAt?.toISOString() ?? null,
    createdAt: tag.createdAt.toISOString(),
  };
}

/** Holds the manager's row while counting, so parallel requests cannot all pass the limit. */
async function ensureRoomFor(db: Db, userId: number): Promise<void> {
  await lockOwner(db, userId);
  if ((await countTagsOfManager(db, userId)) >= TAG_LIMIT_PER_USER) throw forbidden(TAG_LIMIT_MESSAGE);
}

export function createNfcTagService(ctx: AppContext) {
  /** The tag, if the actor may change it: by its card's rule, or for a tag without a card, its manager or level 4+. */
  async function loadManagedTag(actor: UserRow, tagId: string): Promise<TagWithCard> {
    const tag = await findTag(ctx.db, tagId);
    if (!tag) throw notFound(TAG_NOT_FOUND);
    if (tag.cardId !== null) await loadSharedCard(ctx, actor, tag.cardId);
    // Without a card, the tag is shared as a card of its manager's would be.
    else enforce(actor, "card.share", { userId: tag.userId });
    return tag;
  }

  async function presentById(tagId: string, origin: string): Promise<NfcTag> {
    const tag = await findTag(ctx.db, tagId);
    if (!tag) throw notFound(TAG_NOT_FOUND);
    return presentTag(tag, origin);
  }

  async function create(actor: UserRow, cardId: number, label: string, origin: string): Promise<NfcTag> {
    const card = await loadSharedCard(ctx, actor, cardId);
    const id = await ctx.db.transaction(async (tx) => {
      await ensureRoomFor(tx, card.userId);
      for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
        const row = await insertTag(tx, { id: newTagId(), userId: card.userId, cardId: card.id, label });
        if (row) return row.id;
      }
      throw new Error("No free NFC tag id after several random draws");
    });
    return presentById(id, origin);
  }

  async function listOfCard(actor: UserRow, cardId: number, origin: string): Promise<NfcTag[]> {
    const card = await loadSharedCard(ctx, actor, cardId);
    return (await tagsOfCard(ctx.db, card.id)).map((tag) => presentTag(tag, origin));
  }

  async function listManaged(actor: UserRow, unassignedOnly: boolean, origin: string): Promise<NfcTag[]> {
    return (await tagsOfManager(ctx.db, actor.id, unassignedOnly)).map((tag) => presentTag(tag, origin));
  }

  /** Points the tag at `cardId`; it is then managed by that card's owner (within their limit). */
  async function move(actor: UserRow, tagId: string, cardId: number, origin: string): Promise<NfcTag> {
    const tag = await loadManagedTag(actor, tagId);
    const target = await loadSharedCard(ctx, actor, cardId);
    await ctx.db.transaction(async (tx) => {
      if (target.userId !== tag.userId) await ensureRoomFor(tx, target.userId);
      await updateTag(tx, tag.id, { cardId: target.id, userId: target.userId });
    });
    return presentById(tag.id, origin);
  }

  async function rename(actor: UserRow, tagId: string, label: string, origin: string): Promise<NfcTag> {
    const tag = await loadManagedTag(actor, tagId);
    await updateTag(ctx.db, tag.id, { label });
    return presentById(tag.id, origin);
  }

  async function remove(actor: UserRow, tagId: string): Promise<void> {
    const tag = await loadManagedTag(actor, tagId);
    await deleteTag(ctx.db, tag.id);
  }

  return { create, listOfCard, listManaged, move, rename, remove };
}
