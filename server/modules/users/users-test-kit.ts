/** What the user-management integration tests share. */
import { asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { BATCH_MAX_ROWS } from "../../../core/batch-users";
import { businessCards } from "../../db/schema";
import type { TestApp } from "../../test/harness";
import { cardTestKit } from "../cards/card-test-kit";
import { BULK_EMPTY } from "./errors";

/** A create/bulk row; tests override any field, with any JSON value. */
export interface NewUserBody {
  username: string;
  email: string;
  fullName: string;
  password: string;
  [field: string]: unknown;
}

/**
 * The limits the upload and its dry run share, sent through `send`: an empty list (refused with
 * its message), a non-list, and BATCH_MAX_ROWS + 1 valid rows named from `prefix` are refused.
 * The rows come back for the test's further checks.
 */
export async function expectRowLimits(
  send: (users: unknown) => Promise<LightMyRequestResponse>,
  prefix: string,
): Promise<NewUserBody[]> {
  const empty = await send([]);
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe(BULK_EMPTY);
  expect((await send("nope")).statusCode).toBe(400);
  const rows = Array.from({ length: BATCH_MAX_ROWS + 1 }, (_, i) => ({
    username: `${prefix}${i}`,
    fullName: "Many Rows",
    email: `${prefix}${i}@example.test`,
    password: "secret-pw",
  }));
  const tooMany = await send(rows);
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().message).toBe("The file has 5,001 users; at most 5,000 can be uploaded at once.");
  return rows;
}

export function usersTestKit(app: () => TestApp) {
  const { signedIn, cardOf } = cardTestKit(app);

  const cardsOf = (userId: number) =>
    app()
      .db.select()
      .from(businessCards)
      .where(eq(businessCards.userId, userId))
      .orderBy(asc(businessCards.id));

  /** A valid create/bulk body with fresh names. */
  function newUserBody(fields: Record<string, unknown> = {}): NewUserBody {
    const username = app().uniqueName("new");
    const base = {
      username,
      email: `${username}@example.test`,
      fullName: `New ${username}`,
      password: "secret-pw",
      accessLevel: 1,
    };
    return { ...base, ...fields } as NewUserBody;
  }

  return { signedIn, cardOf, cardsOf, newUserBody };
}

const taken = (field: string, message: string) => ({ message, fields: { [field]: message } });
const SLUG_TAKEN = "That card URL is already taken. Please choose another.";

/** The bodies of the 409s for a name or card URL another account or card has (written out: they are the contract). */
export const TAKEN = {
  username: taken("username", "That username is already taken."),
  email: taken("email", "That email is already in use."),
  /** On the user form. */
  cardSlug: taken("cardSlug", SLUG_TAKEN),
  /** On the card editor. */
  slug: taken("slug", SLUG_TAKEN),
};
