/**
 * A write that meets a unique index (another request took the name or card URL between the
 * service's check and its write) answers the same 409 as the check: what each driver says
 * about the index is read by takenConflict, and every service that writes names or slugs in
 * a transaction passes its failure through it. Runs on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { updateUserSchema } from "../../../core/schemas/users";
import { singleProcess } from "../../cluster/coordinator";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { testAppPerFile } from "../../test/test-app-per-file";
import { createAuthService } from "../auth/service";
import { insertUser, updateUser } from "../user-records/repo";
import { createProfileService } from "../users/profile";
import { createUsersService } from "../users/service";
import { TAKEN } from "../users/users-test-kit";
import { insertCard } from "./repo";
import { createCardService } from "./service";
import { takenConflict } from "./taken-conflict";

const t = testAppPerFile();

/** The error `attempt` fails with. */
async function failureOf(attempt: () => Promise<unknown>): Promise<unknown> {
  try {
    await attempt();
  } catch (error) {
    return error;
  }
  throw new Error("the write was expected to fail");
}

/** An HttpError as the error handler answers it. */
function answerOf(error: unknown) {
  if (!(error instanceof HttpError)) throw error;
  return { status: error.statusCode, message: error.message, fields: error.fields };
}

const newUser = (username: string, email = `${username}@example.test`, changes = {}) => ({
  username,
  email,
  fullName: "Someone",
  password: "not-a-hash",
  accessLevel: 1,
  ...changes,
});

describe("takenConflict on what the driver says", () => {
  it("names the username for the username index, in any case", async () => {
    const name = t.uniqueName("Holder");
    await insertUser(t.db, newUser(name));
    const error = await failureOf(() => insertUser(t.db, newUser(name.toUpperCase(), "other@example.test")));
    expect(answerOf(takenConflict(error))).toEqual({ status: 409, ...TAKEN.username });
  });

  it("names the email for the email index, in any case", async () => {
    const email = `${t.uniqueName("owner")}@example.test`;
    await insertUser(t.db, newUser(t.uniqueName("first"), email));
    const error = await failureOf(() =>
      insertUser(t.db, newUser(t.uniqueName("second"), email.toUpperCase())),
    );
    expect(answerOf(takenConflict(error))).toEqual({ status: 409, ...TAKEN.email });
  });

  it("names the card URL on the field the form has for it", async () => {
    const owner = await t.createUser();
    const slug = t.uniqueName("taken");
    await insertCard(t.db, { userId: owner.user.id, slug });
    const error = await failureOf(() => insertCard(t.db, { userId: owner.user.id, slug }));
    expect(answerOf(takenConflict(error))).toEqual({ status: 409, ...TAKEN.cardSlug });
    expect(answerOf(takenConflict(error, "slug"))).toEqual({ status: 409, ...TAKEN.slug });
  });

  it("leaves any other error alone", () => {
    expect(takenConflict(new Error("connection lost"))).toBeUndefined();
    expect(
      takenConflict({ code: "23503", constraint: "business_cards_user_id_users_id_fk" }),
    ).toBeUndefined();
  });
});

type Rival = (db: Db) => Promise<unknown>;

/**
 * `db` where `rival` writes once, just before the first insert or update sent through it
 * (in the same transaction, if there is one), i.e. after every check: the race only the unique
 * indexes settle. Writes are query builders, so the rival runs when the first one is awaited.
 */
function raced(db: Db, rival: Rival, state = { done: false }): Db {
  const writing = (builder: object, executor: Db): object =>
    new Proxy(builder, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (property === "then") {
          return async (resolve: (v: unknown) => void, reject: (e: unknown) => void) => {
            try {
              if (!state.done) {
                state.done = true;
                await rival(executor);
              }
              resolve(await target);
            } catch (error) {
              reject(error);
            }
          };
        }
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          return typeof result === "object" && result !== null ? writing(result, executor) : result;
        };
      },
    });
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "transaction") {
        return (work: (tx: Db) => Promise<unknown>, config?: unknown) =>
          target.transaction((tx) => work(raced(tx as Db, rival, state)), config as never);
      }
      if (property === "insert" || property === "update") {
        return (table: never) => writing(value.call(target, table), target);
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The application's context (sign-up open) on `raced(t.db, rival)`. */
function racedContext(rival: Rival): AppContext {
  return {
    config: { ...t.config, allowSignup: true },
    db: raced(t.db, rival),
    mailer: { send: async () => {} },
    storage: undefined as never,
    coordinator: singleProcess(),
  };
}

describe("a name taken between the check and the write", () => {
  it.each(["username", "email"] as const)(
    "answers a registration with the %s with the same 409",
    async (field) => {
      const name = t.uniqueName("wanted");
      const wanted = { username: name, email: `${name}@example.test` };
      const auth = createAuthService(
        racedContext((db) =>
          insertUser(
            db,
            newUser(t.uniqueName("rival"), `${t.uniqueName("rival")}@example.test`, {
              [field]: wanted[field],
            }),
          ),
        ),
      );
      const error = await failureOf(() =>
        auth.register({ ...wanted, fullName: "Someone", password: "a-good-password" }),
      );
      expect(answerOf(error)).toEqual({ status: 409, ...TAKEN[field] });
    },
  );

  it.each(["username", "email"] as const)(
    "answers a profile change of the %s with the same 409",
    async (field) => {
      const [me, rival] = [await t.createUser(), await t.createUser()];
      const name = t.uniqueName("wanted");
      const value = field === "email" ? `${name}@example.test` : name;
      const profiles = createProfileService(
        racedContext((db) => updateUser(db, rival.user.id, { [field]: value })),
      );
      const { username, fullName, email } = me.user;
      const error = await failureOf(() =>
        profiles.updateProfile(me.user, me.user.id, {
          username,
          fullName: fullName ?? "",
          email,
          [field]: value,
        }),
      );
      expect(answerOf(error)).toEqual({ status: 409, ...TAKEN[field] });
    },
  );

  it.each(["username", "email", "cardSlug"] as const)(
    "answers an administrator's change of the %s with the same 409",
    async (field) => {
      const admin = await t.createUser({ accessLevel: 5 });
      const [target, rival] = [await t.createUser(), await t.createUser()];
      const name = t.uniqueName("wanted");
      const value = field === "email" ? `${name}@example.test` : name;
      const takeIt: Rival = (db) =>
        field === "cardSlug"
          ? insertCard(db, { userId: rival.user.id, slug: value })
          : updateUser(db, rival.user.id, { [field]: value });
      const users = createUsersService(racedContext(takeIt));
      const error = await failureOf(() =>
        users.update(admin.user, target.user.id, updateUserSchema.parse({ [field]: value })),
      );
      expect(answerOf(error)).toEqual({ status: 409, ...TAKEN[field] });
    },
  );

  it("answers a card created with a chosen slug with the same 409", async () => {
    const [me, rival] = [await t.createUser({ accessLevel: 4 }), await t.createUser()];
    const slug = t.uniqueName("wanted");
    const cards = createCardService(racedContext((db) => insertCard(db, { userId: rival.user.id, slug })));
    const error = await failureOf(() => cards.create(me.user, { slug }));
    expect(answerOf(error)).toEqual({ status: 409, ...TAKEN.slug });
  });

  it("answers a card's new slug with the same 409", async () => {
    const [me, rival] = [await t.createUser({ accessLevel: 4 }), await t.createUser()];
    const card = await insertCard(t.db, { userId: me.user.id, slug: t.uniqueName("mine") });
    const slug = t.uniqueName("wanted");
    const cards = createCardService(racedContext((db) => insertCard(db, { userId: rival.user.id, slug })));
    const error = await failureOf(() => cards.update(me.user, card.id, { slug }));
    expect(answerOf(error)).toEqual({ status: 409, ...TAKEN.slug });
  });
});
