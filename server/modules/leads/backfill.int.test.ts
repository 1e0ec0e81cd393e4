/**
 * The leads backfill of migration 0019 (the block between its 'leads backfill' markers), run on
 * form submissions and conversations stored before the inbox existed: those with an email or a
 * phone become leads, merged by email, oldest first; running it again changes nothing.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formSubmissions, leadSources, leads, salesbotConversations } from "../../db/schema";
import { testAppPerFile } from "../../test/test-app-per-file";
import { formTestKit } from "../forms/form-test-kit";

const t = testAppPerFile();
const { formCard } = formTestKit(() => t);

const migration = fileURLToPath(new URL("../../db/migrations/0019_leads_out.sql", import.meta.url));

async function backfill(): Promise<void> {
  const text = await readFile(migration, "utf8");
  const block = text.slice(text.indexOf("-- leads backfill: begin"), text.indexOf("-- leads backfill: end"));
  expect(block).toContain("DO $$");
  await t.db.execute(sql.raw(block));
}

describe("the leads backfill", () => {
  it("makes leads of the stored submissions and conversations with an email or a phone, once", async () => {
    const { card } = await formCard();
    const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9));
    const [first, , phoneOnly] = await t.db
      .insert(formSubmissions)
      .values([
        {
          cardId: card.id,
          formData: { name: "Jane", email: "Jane@Example.com", message: "Hi" },
          visitorHash: "h".repeat(32),
          timestamp: at(1),
        },
        { cardId: card.id, formData: { name: "Nobody", message: "No contact" }, timestamp: at(2) },
        { cardId: card.id, formData: { name: "Pat", phone: "+1 555 0100" }, timestamp: at(3) },
      ])
      .returning({ id: formSubmissions.id });
    const [chat] = await t.db
      .insert(salesbotConversations)
      .values([
        {
          cardId: card.id,
          sessionId: "old-1",
          visitorEmail: "jane@example.COM",
          visitorPhone: "+44 1",
          updatedAt: at(4),
        },
        { cardId: card.id, sessionId: "old-2", visitorName: "Anonymous", updatedAt: at(5) },
      ])
      .returning({ id: salesbotConversations.id });

    await backfill();
    const found = await t.db.select().from(leads).where(eq(leads.cardId, card.id)).orderBy(asc(leads.id));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({
      email: "Jane@Example.com",
      emailKey: "jane@example.com",
      name: "Jane",
      phone: "+44 1",
      status: "new",
      createdAt: at(1),
      lastActivityAt: at(4),
    });
    expect(found[1]).toMatchObject({ email: null, emailKey: null, name: "Pat", phone: "+1 555 0100" });
    const sources = await t.db
      .select()
      .from(leadSources)
      .where(eq(leadSources.leadId, found[0]!.id))
      .orderBy(asc(leadSources.at));
    expect(sources.map(({ kind, sourceId, visitorHash }) => ({ kind, sourceId, visitorHash }))).toEqual([
      { kind: "form", sourceId: first!.id, visitorHash: "h".repeat(32) },
      { kind: "conversation", sourceId: chat!.id, visitorHash: null },
    ]);
    expect(sources[0]!.data).toEqual({
      answers: { "Your name": "Jane", Email: "Jane@Example.com", Message: "Hi" },
    });
    const [patSource] = await t.db.select().from(leadSources).where(eq(leadSources.leadId, found[1]!.id));
    expect(patSource).toMatchObject({ kind: "form", sourceId: phoneOnly!.id });

    await backfill();
    expect(await t.db.select().from(leads).where(eq(leads.cardId, card.id))).toHaveLength(2);
    expect(await t.db.select().from(leadSources).where(eq(leadSources.leadId, found[0]!.id))).toHaveLength(2);
  });
});
