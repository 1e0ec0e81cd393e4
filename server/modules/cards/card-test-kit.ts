/**
 * What the card integration tests share: signed-in users at a given level, cards inserted
 * straight into the database (bypassing every rule), and the table's rows for "nothing
 * changed" checks. Takes a getter because each file builds its app in beforeAll.
 */
import { asc, eq } from "drizzle-orm";
import { businessCards } from "../../db/schema";
import type { SignedInUser, TestApp, TestUser } from "../../test/harness";
import { insertCard, type NewCardRow } from "./repo";

export type Account = SignedInUser;

export function cardTestKit(app: () => TestApp) {
  const signedIn = (accessLevel: number, prefix?: string) => app().signedInUser(accessLevel, prefix);

  function cardOf(owner: TestUser, fields: Partial<NewCardRow> = {}) {
    const t = app();
    return insertCard(t.db, { userId: owner.user.id, slug: t.uniqueName("card"), ...fields });
  }

  const allCards = () => app().db.select().from(businessCards).orderBy(asc(businessCards.id));

  async function rowOf(id: number) {
    const [row] = await app().db.select().from(businessCards).where(eq(businessCards.id, id));
    return row;
  }

  return { signedIn, cardOf, allCards, rowOf };
}
