/**
 * Builds the real application for integration tests: the same buildApp as the server,
 * on a database of its own (test-database.ts), with a mailer whose mails tests can read.
 * One app per test file; tests inside a file keep apart by using distinct usernames.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Database, Db } from "../db/client";
import type { UserRow } from "../db/schema";
import type { Mail, Mailer } from "../lib/mailer";
import { hashPassword } from "../lib/passwords";
import { SESSION_COOKIE } from "../lib/session-cookie";
import { insertUser } from "../modules/user-records/repo";
import { createCapturingMailer } from "./capturing-mailer";
import { openTestDatabase } from "./test-database";

/** Environment variables as loadConfig reads them. */
export type EnvOverrides = Partial<Record<string, string>>;

/** Cheap hashing keeps the suite fast; the format and code path are the production ones. */
const TEST_SCRYPT_LOG_N = 10;

export const TEST_ADMIN = { username: "admin", password: "admin-password-1", email: "admin@cards.test" };

/** The public origin the app believes it has; deliberately not the host inject() sends. */
export const TEST_APP_URL = "http://cards.test";

/** Built from nothing rather than process.env, so a developer's shell (ALLOW_SIGNUP, say) cannot change a test. */
const BASE_ENV: EnvOverrides = {
  NODE_ENV: "test",
  APP_URL: TEST_APP_URL,
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  ADMIN_EMAIL: TEST_ADMIN.email,
  PASSWORD_SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N),
  // High, so the per-address limit never trips a test that is not about it.
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  // Long, for the same reason: tests sign many users in at once, and the hashing queue's 503
  // is tested where it is the subject (auth/hashing-busy.int.test.ts).
  PASSWORD_HASH_QUEUE: "10000",
  UPLOAD_RATE_LIMIT_PER_MINUTE: "100000",
  // As a server on that database counts them: together with other processes on PostgreSQL.
  LIMITS_STORE: process.env.TEST_DATABASE_URL ? "database" : "memory",
  // No web build: the API alone answers, and unknown paths get the JSON 404.
  WEB_DIST_DIR: join(tmpdir(), "cardfolio-test-no-web-build"),
  LOG_LEVEL: "silent",
  // A fixed key, so no test writes a key file into ./data (mfa-key.int.test.ts tests the file).
  MFA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

export interface TestRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** An object is sent as JSON; a string is sent as it is, with the content-type given in headers. */
  body?: unknown;
  /** A session token, sent as the session cookie. */
  session?: string;
  /** Other cookies (a sign-in challenge's, say). */
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

interface NewTestUser {
  username?: string;
  password?: string;
  email?: string;
  fullName?: string;
  phone?: string | null;
  accessLevel?: number;
}

export interface TestUser {
  user: UserRow;
  password: string;
}

/** A user with an open session (its token). */
export type SignedInUser = TestUser & { session: string };

export interface TestAppOptions {
  /**
   * Build this app on another test app's database instead of a new one: a second
   * configuration (say, sign-up open) then costs no second database start. Closing this
   * app leaves the database to its owner.
   */
  sharingDatabaseOf?: TestApp;
  /** Send mail through this mailer instead of the capturing one (say, one that fails). */
  mailer?: Mailer;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  mails: Mail[];
  /** inject() with a JSON body and a session cookie; fails the test if a password hash leaks. */
  request(options: TestRequest): Promise<LightMyRequestResponse>;
  /** Signs in through POST /api/login and returns the session token. */
  signIn(username: string, password: string): Promise<string>;
  /** Inserts a user straight through the repository, bypassing every route. */
  createUser(fields?: NewTestUser): Promise<TestUser>;
  /** A new user at `accessLevel`, named from `prefix`, signed in through POST /api/login. */
  signedInUser(accessLevel?: number, prefix?: string): Promise<SignedInUser>;
  /** A username no other call in this test file has returned, e.g. "jane-7". */
  uniqueName(prefix: string): string;
  close(): Promise<void>;
}

export function sessionTokenOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value || undefined;
}

/** Counts per test file (each file runs in its own module scope), so apps sharing a database never clash. */
let nameSequence = 0;
function uniqueName(prefix: string): string {
  // Usernames allow at most 20 characters.
  return `${prefix.slice(0, 14)}-${++nameSequence}`;
}

export async function createTestApp(
  overrides: EnvOverrides = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Uploads go to a folder of this app's own, never ./data/uploads, unless the test chose one.
  const ownUploadsDir =
    overrides.UPLOADS_DIR === undefined && overrides.DATA_DIR === undefined
      ? await mkdtemp(join(tmpdir(), "cardfolio-test-uploads-"))
      : undefined;
  const removeUploadsDir = () =>
    ownUploadsDir ? rm(ownUploadsDir, { recursive: true, force: true }) : Promise.resolve();
  const config = loadConfig({
    ...BASE_ENV,
    ...(ownUploadsDir ? { UPLOADS_DIR: ownUploadsDir } : {}),
    ...overrides,
  });
  const ownsDatabase = !options.sharingDatabaseOf;
  const database = options.sharingDatabaseOf?.database ?? (await openTestDatabase());
  const closeDatabase = () => (ownsDatabase ? database.close() : Promise.resolve());
  const capturing = createCapturingMailer();
  const mails = capturing.mails;
  const mailer = options.mailer ?? capturing.mailer;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { database, mailer, logger: false });
  } catch (error) {
    await closeDatabase();
    await removeUploadsDir();
    throw error;
  }

  async function request(sent: TestRequest): Promise<LightMyRequestResponse> {
    const response = await app.inject({
      method: sent.method,
      url: sent.url,
      ...(sent.body === undefined ? {} : { payload: sent.body as object }),
      headers: sent.headers,
      cookies:
        sent.session || sent.cookies
          ? { ...sent.cookies, ...(sent.session ? { [SESSION_COOKIE]: sent.session } : {}) }
          : undefined,
      remoteAddress: sent.remoteAddress,
    });
    // Stored hashes start with "scrypt$" (lib/passwords.ts); none may ever reach a client.
    if (response.body.includes("scrypt$")) {
      throw new Error(`${sent.method} ${sent.url} answered with a password hash: ${response.body}`);
    }
    return response;
  }

  async function signIn(username: string, password: string): Promise<string> {
    const response = await request({ method: "POST", url: "/api/login", body: { username, password } });
    const token = sessionTokenOf(response);
    if (response.statusCode !== 200 || !token) {
      throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
    }
    return token;
  }

  async function createUser(fields: NewTestUser = {}): Promise<TestUser> {
    const username = fields.username ?? uniqueName("user");
    const password = fields.password ?? `pw-${username}`;
    const user = await insertUser(database.db, {
      username,
      email: fields.email ?? `${username.toLowerCase()}@cards.test`,
      fullName: fields.fullName ?? `Test ${username}`,
      phone: fields.phone ?? null,
      accessLevel: fields.accessLevel ?? 1,
      password: await hashPassword(password, TEST_SCRYPT_LOG_N),
    });
    return { user, password };
  }

  async function signedInUser(accessLevel = 1, prefix = `level${accessLevel}`): Promise<SignedInUser> {
    const account = await createUser({ username: uniqueName(prefix), accessLevel });
    return { ...account, session: await signIn(account.user.username, account.password) };
  }

  return {
    app,
    config,
    database,
    db: database.db,
    mails,
    request,
    signIn,
    createUser,
    signedInUser,
    uniqueName,
    close: async () => {
      try {
        await app.close();
      } finally {
        await closeDatabase();
        await removeUploadsDir();
      }
    },
  };
}
