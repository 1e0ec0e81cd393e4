/**
 * The environment, parsed once through one zod schema. A bad value stops the start with a
 * message that names the variable.
 */
import { join, resolve } from "node:path";
import { z } from "zod";
import { CLAIM_LINKS_PER_ORG_PER_HOUR } from "../core/organizations";
import { usernameSchema } from "../core/schemas/auth";
import { DEFAULT_PGLITE_CACHE_MB } from "./db/pglite-memory";
import { type OutboundAllowlist, parseOutboundAllowlist } from "./lib/outbound/allowlist";
import type { S3StorageOptions } from "./lib/storage/s3-storage";
import { type TrustProxy, trustProxySetting } from "./lib/trust-proxy";
import {
  type AppleWalletConfig,
  appleWalletConfig,
  type GoogleWalletConfig,
  googleWalletConfig,
  WalletConfigProblem,
} from "./modules/wallet/wallet-config";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  UPLOADS_DIR: optionalText,
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(50),
  // Uploads in an S3-compatible bucket instead of UPLOADS_DIR, so several processes share them.
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)",
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url()
      .regex(/^https?:\/\//, "must start with http:// or https://")
      // The column that keeps each identity's issuer (user_identities.issuer).
      .max(300, "must be at most 300 characters")
      .optional(),
  ),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_KEY_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/$/,
        "must be folder names ending with a slash, e.g. uploads/",
      )
      .optional(),
  ),
  S3_PUBLIC_URL: optionalText.pipe(
    z
      .url()
      .regex(/^https?:\/\//, "must start with http:// or https://")
      // The column that keeps each identity's issuer (user_identities.issuer).
      .max(300, "must be at most 300 characters")
      .optional(),
  ),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // The embedded database's page cache (server/db/pglite-memory.ts); unused with DATABASE_URL.
  PGLITE_CACHE_MB: z.coerce.number().int().min(1).max(16384).default(DEFAULT_PGLITE_CACHE_MB),
  // The database layer without its fast paths, for when a bug in them is suspected (server/db/README.md).
  DATABASE_SAFE_MODE: booleanFlag,
  // Where rate limits and the sign-in throttle count (decision 018). With PostgreSQL other
  // processes may share the database, so the database is the default there; Redis when given.
  LIMITS_STORE: z.enum(["database", "memory", "redis"]).optional(),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  // The same rule as any username, so the first administrator can always sign in.
  ADMIN_USERNAME: usernameSchema.default("admin"),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  ADMIN_EMAIL: z.email().default("admin@example.com"),
  ALLOW_SIGNUP: booleanFlag,
  SALES_EMAIL: optionalText.pipe(z.email().optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Cardfolio <no-reply@localhost>"),
  // Which proxies set X-Forwarded-*: false, true (one), a hop count, or their addresses (lib/trust-proxy.ts).
  TRUST_PROXY: trustProxySetting,
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** log2 of scrypt's cost N; the default 17 is the production cost. Lower only for tests. */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  /** Cost of the first hash of batch-created accounts, raised at their first sign-in (decision 004). */
  BULK_PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(12),
  /** Sign-ins (and other password checks) that may wait for a core; the next get 503 (decision 024). */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10000).default(8),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  TRACKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1000000).default(300),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
  FORM_SUBMISSIONS_PER_CARD_PER_HOUR: z.coerce.number().int().min(1).max(1000000).default(100),
  LEAD_MAILS_PER_CARD_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1000000).default(30),
  CHAT_SESSION_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1000000).default(10),
  CHAT_NEW_CONVERSATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1000000).default(30),
  WEB_DIST_DIR: z.string().default("web/dist"),
  GOOGLE_MAPS_API_KEY: optionalText,
  // The LLM engine of the sales assistant: any OpenAI-compatible Chat Completions API.
  LLM_BASE_URL: optionalText.pipe(
    z
      .url()
      .regex(/^https?:\/\//, "must start with http:// or https://")
      // The column that keeps each identity's issuer (user_identities.issuer).
      .max(300, "must be at most 300 characters")
      .optional(),
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(4_000),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  LLM_MAX_TOKENS_PER_REPLY: z.coerce.number().int().min(16).max(8_000).default(400),
  LLM_MAX_TOKENS_PER_CONVERSATION: z.coerce.number().int().min(100).max(10_000_000).default(20_000),
  LLM_MAX_TOKENS_PER_CARD_PER_DAY: z.coerce.number().int().min(100).max(1_000_000_000).default(200_000),
  // Per address (anonymised) per card per UTC day: one visitor cannot spend a card's day.
  LLM_MAX_TOKENS_PER_VISITOR_PER_DAY: z.coerce.number().int().min(100).max(1_000_000_000).default(20_000),
  CALENDLY_API_URL: z
    .url()
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .default("https://api.calendly.com"),
  // 32 bytes, as 64 hex digits or base64: the key Calendly tokens are encrypted with at rest.
  CALENDLY_TOKEN_KEY: optionalText.pipe(
    z
      .string()
      .refine((text) => keyBytes(text) !== undefined, "must be 32 bytes as 64 hex digits or base64")
      .optional(),
  ),
  // Each scheduling link is made on the card owner's Calendly account: a cap per card bounds what visitors can make.
  CALENDLY_LINKS_PER_CARD_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
  CALENDLY_LINKS_PER_CARD_PER_DAY: z.coerce.number().int().min(1).max(1000000).default(50),
  CLAIM_LINKS_PER_ORG_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100000)
    .default(CLAIM_LINKS_PER_ORG_PER_HOUR),
  // 32 bytes, as 64 hex digits or base64: the key authenticator apps' secrets are encrypted with.
  // Without it, a key file is made once in DATA_DIR (server/modules/mfa/mfa-key.ts).
  MFA_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine((text) => keyBytes(text) !== undefined, "must be 32 bytes as 64 hex digits or base64")
      .optional(),
  ),
  // From this access level up, a second step is required, until an administrator changes it.
  MFA_REQUIRED_FROM_LEVEL: z.coerce.number().int().min(1).max(5).optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Single sign-on with one OpenID Connect provider, found by discovery at OIDC_ISSUER.
  OIDC_ISSUER: optionalText.pipe(
    z
      .url()
      .regex(/^https?:\/\//, "must start with http:// or https://")
      // The column that keeps each identity's issuer (user_identities.issuer).
      .max(300, "must be at most 300 characters")
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_LABEL: z.string().trim().min(1).max(60).default("Sign in with single sign-on"),
  // The claim holding the person's groups, and which group gives which level: "admins=5,staff=2".
  OIDC_GROUPS_CLAIM: z.string().trim().min(1).max(100).default("groups"),
  OIDC_GROUP_LEVELS: optionalText.pipe(
    z
      .string()
      .refine((text) => groupLevels(text) !== undefined, "must be group=level pairs, e.g. admins=5,staff=2")
      .optional(),
  ),
  OIDC_DEFAULT_LEVEL: z.coerce.number().int().min(1).max(5).default(1),
  // Private hosts that webhooks and CRM pushes may reach: host names, addresses or CIDR ranges.
  OUTBOUND_ALLOWLIST: optionalText.pipe(
    z
      .string()
      .refine((text) => typeof parseOutboundAllowlist(text) !== "string", {
        error: (issue) =>
          `must be comma-separated host names, addresses or CIDR ranges: ${parseOutboundAllowlist(String(issue.input))}`,
      })
      .optional(),
  ),
  // HubSpot's API; a local fake in tests.
  HUBSPOT_API_URL: z
    .url()
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .default("https://api.hubapi.com"),
  // Requests one API token may make per minute on /api/v1.
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
  // Contact files the exchange mails to one address per day, whichever card sends them.
  EXCHANGE_MAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
  // Apple Wallet passes: all five (and the passphrase if the key has one), or none (README, Wallet passes).
  APPLE_WALLET_PASS_TYPE_ID: optionalText.pipe(
    z
      .string()
      .max(200, "must be at most 200 characters")
      .regex(/^pass(\.[A-Za-z0-9-]+)+$/, "must be a Pass Type ID such as pass.com.example.cards")
      .optional(),
  ),
  APPLE_WALLET_TEAM_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, "must be the 10-character Team ID from Apple Developer")
      .optional(),
  ),
  APPLE_WALLET_CERT_FILE: optionalText,
  APPLE_WALLET_KEY_FILE: optionalText,
  // Untrimmed: a passphrase may begin or end with a space.
  APPLE_WALLET_KEY_PASSPHRASE: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  APPLE_WALLET_WWDR_FILE: optionalText,
  // Google Wallet passes: both, or neither.
  GOOGLE_WALLET_ISSUER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9]{1,30}$/, "must be the issuer id from the Google Pay & Wallet Console (digits)")
      .optional(),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: optionalText,
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /**
   * APP_URL, e.g. https://cards.example.com, or http://localhost:{PORT} when it is not set. Links
   * that leave the server take it from server/lib/public-origin.ts, which uses the request's own
   * origin when APP_URL is not set.
   */
  appUrl: string;
  /** Whether APP_URL was set: then it is every link's origin, whatever address a request used. */
  appUrlSet: boolean;
  dataDir: string;
  /** Where uploaded images are stored (default DATA_DIR/uploads). */
  uploadsDir: string;
  /** What one user may store in uploaded images, in megabytes. */
  uploadQuotaMb: number;
  /** Uploads go to this bucket when S3_BUCKET is set; otherwise to uploadsDir. */
  s3?: S3Config;
  databaseUrl?: string;
  databasePoolSize: number;
  /** The embedded database's page cache in megabytes (PGLITE_CACHE_MB). */
  pgliteCacheMb: number;
  /**
   * No statement prepared, on either database, and the embedded database's WAL synced at each
   * commit on the event loop instead of off it (decisions 022, 023 undone). Slower.
   */
  databaseSafeMode: boolean;
  /**
   * Where the per-address rate limits count: "redis" (REDIS_URL; the default when it is set),
   * "database" so every process on one PostgreSQL counts together (the default with
   * DATABASE_URL), "memory" for one process. The sign-in throttle and the chat's windows count
   * in the database unless this is "memory".
   */
  limitsStore: "database" | "memory" | "redis";
  redisUrl?: string;
  admin: { username: string; password?: string; email: string };
  allowSignup: boolean;
  /** Where the landing page's 'Contact Sales' writes to. */
  salesEmail: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Whose X-Forwarded-* headers count (lib/trust-proxy.ts); anything but false follows a proxy's. */
  trustProxy: TrustProxy;
  cookieSecure: boolean;
  logLevel: string;
  passwordScryptLogN: number;
  /** The cost of batch-imported passwords' first hash; never above passwordScryptLogN. */
  bulkPasswordScryptLogN: number;
  /** Password checks and hashes waiting for a core, at most; past it, 503 with Retry-After. */
  passwordHashQueue: number;
  authRateLimitPerMinute: number;
  /** Tracking events one address may send per minute to each tracking route. */
  trackingRateLimitPerMinute: number;
  /** Uploads one address may send per minute to the upload routes (each costs an image decode). */
  uploadRateLimitPerMinute: number;
  /** Visitor-form submissions one address may send per minute (each may send the owner a mail). */
  formRateLimitPerMinute: number;
  /** Visitor-form submissions one card takes per hour from all addresses together, counted in the database. */
  formSubmissionsPerCardPerHour: number;
  /** Lead mails one card's owner gets per hour; the submissions past it come as one digest after the hour. */
  leadMailsPerCardPerHour: number;
  /** Chat requests (welcome and messages) one address may send per minute. */
  chatRateLimitPerMinute: number;
  /** Messages one chat session may send per minute, whichever address sends them. */
  chatSessionMessagesPerMinute: number;
  /** Conversations one address may start per hour (each is a stored row). */
  chatNewConversationsPerHour: number;
  webDistDir: string;
  /** A browser key for Google Maps on public cards; without it they offer 'Open in Maps'. */
  googleMapsApiKey?: string;
  /** The assistant's LLM engine, when LLM_BASE_URL and LLM_MODEL are set; otherwise the built-in engine answers. */
  llm?: LlmConfig;
  /** Calendly API v2's address (a local fake in tests). */
  calendlyApiUrl: string;
  /** The key Calendly tokens are encrypted with; without it Calendly cannot be connected. */
  calendlyTokenKey?: Buffer;
  /** Scheduling links visitors may get per card per hour and per day, counted in the database. */
  calendlyLinksPerCardPerHour: number;
  calendlyLinksPerCardPerDay: number;
  /** Claim links (invitations and new links) one organisation may make per hour (decision 032). */
  claimLinksPerOrgPerHour: number;
  /** The key of authenticator apps' secrets; without it, a key file in dataDir (decision 033). */
  mfaEncryptionKey?: Buffer;
  /** The starting value of "a second step is required from this level up"; administrators change it. */
  mfaRequiredFromLevel?: number;
  /** How long audit events are kept. */
  auditRetentionDays: number;
  /** Single sign-on, when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
  oidc?: OidcConfig;
  /** Private hosts outgoing requests may reach (webhooks, CRM pushes). */
  outboundAllowlist: OutboundAllowlist;
  hubspotApiUrl: string;
  /** Requests one API token may make per minute on /api/v1. */
  apiRequestsPerMinute: number;
  /** Contact files the exchange mails to one address per day. */
  exchangeMailsPerRecipientPerDay: number;
  /** The wallets whose signing material is configured; each is offered only when present. */
  wallet: { apple?: AppleWalletConfig; google?: GoogleWalletConfig };
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** The sign-in page's button. */
  label: string;
  groupsClaim: string;
  /** Group name to access level; the highest level of the person's groups wins. */
  groupLevels: Map<string, number>;
  defaultLevel: number;
}

export class ConfigError extends Error {}

/** The bucket's settings (lib/storage/s3-storage.ts), and where browsers may fetch pictures. */
interface S3Config extends S3StorageOptions {
  /** Where browsers fetch raster uploads from directly (the bucket's public address or a CDN). */
  publicUrl?: string;
}

function limitsStore(e: z.infer<typeof envSchema>): Config["limitsStore"] {
  if (e.LIMITS_STORE === "redis" && !e.REDIS_URL) {
    throw new ConfigError("Invalid configuration:\n  LIMITS_STORE: redis needs REDIS_URL");
  }
  return e.LIMITS_STORE ?? (e.REDIS_URL ? "redis" : e.DATABASE_URL ? "database" : "memory");
}

function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's default credentials",
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    keyPrefix: e.S3_KEY_PREFIX,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

export interface LlmConfig {
  baseUrl: string;
  /** Local servers (Ollama, vLLM) take any key. */
  apiKey: string;
  model: string;
  /** The longest wait for the reply's first piece of text; then the built-in engine answers. */
  firstTokenTimeoutMs: number;
  /** The longest one reply may take in all, however the model trickles its pieces. */
  timeoutMs: number;
  maxTokensPerReply: number;
  maxTokensPerConversation: number;
  maxTokensPerCardPerDay: number;
  /** Per visitor address (anonymised, modules/visitors/anonymise-ip.ts) per card per UTC day. */
  maxTokensPerVisitorPerDay: number;
}

/** "admins=5,staff=2" as a map of group to level; undefined when malformed. */
function groupLevels(text: string): Map<string, number> | undefined {
  const levels = new Map<string, number>();
  for (const pair of text.split(",")) {
    const match = /^\s*([^=]{1,200}?)\s*=\s*([1-5])\s*$/.exec(pair);
    if (!match) return undefined;
    levels.set(match[1]!, Number(match[2]));
  }
  return levels;
}

/** A 256-bit key written as 64 hex digits or as base64; undefined for anything else. */
function keyBytes(text: string): Buffer | undefined {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  return bytes.length === 32 ? bytes : undefined;
}

/** Both wallets' signing files, read now, so a wrong file stops the start rather than a pass later. */
function walletConfig(e: z.infer<typeof envSchema>): Config["wallet"] {
  try {
    return { apple: appleWalletConfig(e), google: googleWalletConfig(e) };
  } catch (error) {
    if (error instanceof WalletConfigProblem)
      throw new ConfigError(`Invalid configuration:\n${error.message}`);
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appUrlSet: e.APP_URL !== undefined,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? resolve(e.UPLOADS_DIR) : join(dataDir, "uploads"),
    uploadQuotaMb: e.UPLOAD_QUOTA_MB,
    s3: s3Config(e),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteCacheMb: e.PGLITE_CACHE_MB,
    databaseSafeMode: e.DATABASE_SAFE_MODE,
    limitsStore: limitsStore(e),
    redisUrl: e.REDIS_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    allowSignup: e.ALLOW_SIGNUP,
    salesEmail: e.SALES_EMAIL ?? e.ADMIN_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE === "auto" ? appUrl.startsWith("https://") : e.COOKIE_SECURE === "true",
    logLevel: e.LOG_LEVEL,
    passwordScryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    bulkPasswordScryptLogN: Math.min(e.BULK_PASSWORD_SCRYPT_LOG_N, e.PASSWORD_SCRYPT_LOG_N),
    passwordHashQueue: e.PASSWORD_HASH_QUEUE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trackingRateLimitPerMinute: e.TRACKING_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    formSubmissionsPerCardPerHour: e.FORM_SUBMISSIONS_PER_CARD_PER_HOUR,
    leadMailsPerCardPerHour: e.LEAD_MAILS_PER_CARD_PER_HOUR,
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    chatSessionMessagesPerMinute: e.CHAT_SESSION_MESSAGES_PER_MINUTE,
    chatNewConversationsPerHour: e.CHAT_NEW_CONVERSATIONS_PER_HOUR,
    webDistDir: resolve(e.WEB_DIST_DIR),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ""),
            apiKey: e.LLM_API_KEY ?? "not-needed",
            model: e.LLM_MODEL,
            firstTokenTimeoutMs: Math.min(e.LLM_FIRST_TOKEN_TIMEOUT_MS, e.LLM_TIMEOUT_MS),
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxTokensPerReply: e.LLM_MAX_TOKENS_PER_REPLY,
            maxTokensPerConversation: e.LLM_MAX_TOKENS_PER_CONVERSATION,
            maxTokensPerCardPerDay: e.LLM_MAX_TOKENS_PER_CARD_PER_DAY,
            maxTokensPerVisitorPerDay: e.LLM_MAX_TOKENS_PER_VISITOR_PER_DAY,
          }
        : undefined,
    calendlyApiUrl: e.CALENDLY_API_URL.replace(/\/+$/, ""),
    calendlyTokenKey: e.CALENDLY_TOKEN_KEY ? keyBytes(e.CALENDLY_TOKEN_KEY) : undefined,
    calendlyLinksPerCardPerHour: e.CALENDLY_LINKS_PER_CARD_PER_HOUR,
    calendlyLinksPerCardPerDay: e.CALENDLY_LINKS_PER_CARD_PER_DAY,
    claimLinksPerOrgPerHour: e.CLAIM_LINKS_PER_ORG_PER_HOUR,
    mfaEncryptionKey: e.MFA_ENCRYPTION_KEY ? keyBytes(e.MFA_ENCRYPTION_KEY) : undefined,
    mfaRequiredFromLevel: e.MFA_REQUIRED_FROM_LEVEL,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            label: e.OIDC_LABEL,
            groupsClaim: e.OIDC_GROUPS_CLAIM,
            groupLevels: e.OIDC_GROUP_LEVELS ? groupLevels(e.OIDC_GROUP_LEVELS)! : new Map(),
            defaultLevel: e.OIDC_DEFAULT_LEVEL,
          }
        : undefined,
    outboundAllowlist: parseOutboundAllowlist(e.OUTBOUND_ALLOWLIST) as OutboundAllowlist,
    hubspotApiUrl: e.HUBSPOT_API_URL.replace(/\/+$/, ""),
    apiRequestsPerMinute: e.API_REQUESTS_PER_MINUTE,
    exchangeMailsPerRecipientPerDay: e.EXCHANGE_MAILS_PER_RECIPIENT_PER_DAY,
    wallet: walletConfig(e),
  };
}
