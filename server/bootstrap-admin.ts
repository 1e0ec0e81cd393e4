/**
 * First start: with no users at all, create a level-5 administrator so someone can sign in.
 * The password comes from ADMIN_PASSWORD, or is generated and printed once.
 *
 * Several processes may start together on one empty database: the look and the insert run
 * under one transaction-scoped advisory lock, so the first creates the administrator and the
 * others, waiting on the lock, find a user and do nothing.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Config } from "./config";
import { LOCK, lockKeys } from "./db/advisory-lock";
import type { Db } from "./db/client";
import { hashPassword } from "./lib/passwords";
import { countUsers, insertUser } from "./modules/user-records/repo";

export async function ensureFirstAdmin(
  db: Db,
  config: Config,
  log: { info(details: object, message: string): void },
): Promise<void> {
  // Outside the lock first: every start after the first returns here without waiting.
  if ((await countUsers(db)) > 0) return;
  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? randomBytes(12).toString("base64url");
  const hashed = await hashPassword(password, config.passwordScryptLogN);
  const created = await db.transaction(async (tx) => {
    const [namespace, purpose] = lockKeys(LOCK.firstAdministrator);
    await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${purpose})`);
    if ((await countUsers(tx)) > 0) return false;
    await insertUser(tx, {
      username: config.admin.username,
      email: config.admin.email,
      fullName: "Administrator",
      accessLevel: 5,
      password: hashed,
    });
    return true;
  });
  if (!created) return;
  if (generated) {
    // Printed on the console, not the structured log, so it is seen once and not shipped to log stores.
    process.stdout.write(
      [
        "",
        "  First start: an administrator account was created.",
        `    username: ${config.admin.username}`,
        `    password: ${password}`,
        "  Sign in and change this password on the Account page. It is not shown again.",
        "",
      ].join("\n"),
    );
  } else {
    log.info(
      { username: config.admin.username },
      "created the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD",
    );
  }
}
