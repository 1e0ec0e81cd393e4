/**
 * First start: with no users at all, create a level-5 administrator so someone can sign in.
 * The password comes from ADMIN_PASSWORD, or is generated and printed once.
 */
import { randomBytes } from "node:crypto";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { hashPassword } from "./lib/passwords";
import { countUsers, insertUser } from "./modules/users/repo";

export async function ensureFirstAdmin(
  db: Db,
  config: Config,
  log: { info(details: object, message: string): void },
): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? randomBytes(12).toString("base64url");
  await insertUser(db, {
    username: config.admin.username,
    email: config.admin.email,
    fullName: "Administrator",
    accessLevel: 5,
    password: await hashPassword(password, config.passwordScryptLogN),
  });
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
