/**
 * The access level from the provider's groups: at the first sign-in, and again at each sign-in
 * when the claim comes, never lowering the last level-5 account.
 */
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import {
  auditOf,
  providerAccount,
  signInWithProvider,
  ssoTestSetup,
  startFlow,
  userOf,
} from "./oidc-test-kit";

const { provider, t } = ssoTestSetup({
  OIDC_GROUP_LEVELS: "card-admins=5,staff=2,editors=4",
  OIDC_DEFAULT_LEVEL: "1",
});

async function levelAfterSignIn(id: string): Promise<{ id: number; accessLevel: number }> {
  const { session } = await signInWithProvider(t, id);
  return userOf(t, session!);
}

describe("levels from groups", () => {
  it("asks for the groups scope the provider lists", async () => {
    const { authorizationUrl } = await startFlow(t);
    expect(authorizationUrl.searchParams.get("scope")?.split(" ")).toEqual([
      "openid",
      "email",
      "profile",
      "groups",
    ]);
  });

  it("gives a new account the highest level its groups map to, else the default", async () => {
    providerAccount(provider, "grp-many", { groups: ["staff", "editors", "unmapped"] });
    expect((await levelAfterSignIn("grp-many")).accessLevel).toBe(4);
    providerAccount(provider, "grp-none", { groups: ["unmapped"] });
    expect((await levelAfterSignIn("grp-none")).accessLevel).toBe(1);
    providerAccount(provider, "grp-absent");
    expect((await levelAfterSignIn("grp-absent")).accessLevel).toBe(1);
  });

  it("applies the groups again at each sign-in, with an audit event; without the claim the level stays", async () => {
    providerAccount(provider, "grp-moves", { groups: ["staff"] });
    const first = await levelAfterSignIn("grp-moves");
    expect(first.accessLevel).toBe(2);

    providerAccount(provider, "grp-moves", { groups: ["card-admins"] });
    expect((await levelAfterSignIn("grp-moves")).accessLevel).toBe(5);
    providerAccount(provider, "grp-moves", { groups: [] });
    expect((await levelAfterSignIn("grp-moves")).accessLevel).toBe(1);
    // A level an administrator gave stays while the provider sends no groups.
    await t.db.update(users).set({ accessLevel: 3 }).where(eq(users.id, first.id));
    providerAccount(provider, "grp-moves");
    expect((await levelAfterSignIn("grp-moves")).accessLevel).toBe(3);

    const changes = (await auditOf(t, first)).filter((event) => event.action === "level-changed");
    expect(changes.map((event) => [event.outcome, event.details.from, event.details.to])).toEqual([
      ["success", 2, 5],
      ["success", 5, 1],
    ]);
  });

  it("never lowers the last level-5 account", async () => {
    providerAccount(provider, "grp-last", { groups: ["card-admins"] });
    const admin = await levelAfterSignIn("grp-last");
    expect(admin.accessLevel).toBe(5);
    // Every other administrator steps down for the test, and back up after.
    const others = await t.db
      .update(users)
      .set({ accessLevel: 4 })
      .where(and(eq(users.accessLevel, 5), ne(users.id, admin.id)))
      .returning({ id: users.id });
    try {
      providerAccount(provider, "grp-last", { groups: ["staff"] });
      expect((await levelAfterSignIn("grp-last")).accessLevel).toBe(5);
      const kept = (await auditOf(t, admin)).filter((event) => event.action === "level-changed").at(-1);
      expect(kept).toMatchObject({ outcome: "failure", details: { from: 5, to: 2 } });
    } finally {
      for (const { id } of others) await t.db.update(users).set({ accessLevel: 5 }).where(eq(users.id, id));
    }
    // With another administrator there, the groups apply.
    expect((await levelAfterSignIn("grp-last")).accessLevel).toBe(2);
  });
});
