/** What a visitor-form submission needs of its card: the form, the address, and where leads go. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessCards, users } from "../../db/schema";

export interface FormCard {
  id: number;
  slug: string;
  name: string | null;
  /** As stored; read with core/form-config.ts's readFormConfig. */
  formConfig: unknown;
  ownerEmail: string;
  /** Whether the form takes messages depends on it (core/policy.ts formTakesMessagesFor). */
  ownerLevel: number;
}

export async function findFormCard(db: Db, cardId: number): Promise<FormCard | undefined> {
  const [row] = await db
    .select({
      id: businessCards.id,
      slug: businessCards.slug,
      name: businessCards.name,
      formConfig: businessCards.formConfig,
      ownerEmail: users.email,
      ownerLevel: users.accessLevel,
    })
    .from(businessCards)
    .innerJoin(users, eq(users.id, businessCards.userId))
    .where(eq(businessCards.id, cardId))
    .limit(1);
  return row;
}
