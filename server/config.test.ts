import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import {
  makeWalletSigningMaterial,
  TEST_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  TEST_SERVICE_ACCOUNT,
  TEST_TEAM_ID,
} from "./modules/wallet/wallet-test-kit";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.allowSignup).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.cookieSecure).toBe(false);
    expect(config.limitsStore).toBe("memory");
  });

  it("counts limits in the database by default with PostgreSQL, where other processes may share it", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://db/cards" }).limitsStore).toBe("database");
    expect(loadConfig({ DATABASE_URL: "postgres://db/cards", LIMITS_STORE: "memory" }).limitsStore).toBe(
      "memory",
    );
    expect(() => loadConfig({ LIMITS_STORE: "redis" })).toThrow(/LIMITS_STORE: redis needs REDIS_URL/);
    expect(() => loadConfig({ LIMITS_STORE: "nowhere" })).toThrow(/LIMITS_STORE/);
    // Redis, when given, is the default for the rate limits.
    const redis = loadConfig({ DATABASE_URL: "postgres://db/cards", REDIS_URL: "redis://cache:6379" });
    expect(redis).toMatchObject({ limitsStore: "redis", redisUrl: "redis://cache:6379" });
    expect(() => loadConfig({ REDIS_URL: "http://cache" })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
  });

  it("reads flags and derives secure cookies from an https address", () => {
    const config = loadConfig({ ALLOW_SIGNUP: "true", APP_URL: "https://cards.example.com/", PORT: "8080" });
    expect(config.allowSignup).toBe(true);
    expect(config.appUrl).toBe("https://cards.example.com");
    expect(config.cookieSecure).toBe(true);
    expect(config.port).toBe(8080);
  });

  it("keeps uploads under DATA_DIR unless UPLOADS_DIR says otherwise", () => {
    const defaults = loadConfig({ DATA_DIR: "/srv/cards" });
    expect(defaults.uploadsDir).toBe("/srv/cards/uploads");
    expect(defaults.uploadQuotaMb).toBe(50);
    const chosen = loadConfig({ DATA_DIR: "/srv/cards", UPLOADS_DIR: "/mnt/images", UPLOAD_QUOTA_MB: "200" });
    expect(chosen.uploadsDir).toBe("/mnt/images");
    expect(chosen.uploadQuotaMb).toBe(200);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: "0" })).toThrow(/UPLOAD_QUOTA_MB/);
  });

  it("stores uploads in a bucket when S3_BUCKET is set, with both keys or neither", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const config = loadConfig({
      S3_BUCKET: "card-uploads",
      S3_ENDPOINT: "https://s3.example.com",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_KEY_PREFIX: "cards/uploads/",
      S3_PUBLIC_URL: "https://cdn.example.com/",
    });
    expect(config.s3).toEqual({
      bucket: "card-uploads",
      endpoint: "https://s3.example.com",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      keyPrefix: "cards/uploads/",
      publicUrl: "https://cdn.example.com",
    });
    expect(loadConfig({ S3_BUCKET: "card-uploads" }).s3?.credentials).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: "card-uploads", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: "Card_Uploads" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: "b12", S3_KEY_PREFIX: "../up" })).toThrow(
      /S3_KEY_PREFIX: must be folder names ending with a slash/,
    );
  });

  it("reads TRUST_PROXY as no proxy, one hop (true), a hop count, or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ["false", "0", "no", ""])
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    // true is the one proxy in front, never every hop: the client writes the header's first entries.
    for (const one of ["true", "yes", "1"]) expect(loadConfig({ TRUST_PROXY: one }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.1, 10.1.0.0/16 ,::1,fd00::/8, loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses a TRUST_PROXY that is none of its forms, naming the variable and the bad entry", () => {
    for (const hops of ["-1", "1.5", "101"]) {
      expect(() => loadConfig({ TRUST_PROXY: hops })).toThrow(
        /TRUST_PROXY: .*a hop count is a whole number from 1/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(
      /TRUST_PROXY: must be true, false, a hop count \(1 or more\), or a comma-separated list of proxy addresses or CIDR ranges; not an address or CIDR range: maybe/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.300, 10.0.0.0/33, ::1/0" })).toThrow(
      /TRUST_PROXY: .*not an address or CIDR range: 10\.0\.0\.300, 10\.0\.0\.0\/33, ::1\/0$/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "TRUE" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: " , " })).toThrow(/TRUST_PROXY: must be true, false/);
  });

  it("names the variable of a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ ALLOW_SIGNUP: "maybe" })).toThrow(/ALLOW_SIGNUP/);
  });
});

describe("wallet passes' configuration", () => {
  const material = makeWalletSigningMaterial();
  const locked = makeWalletSigningMaterial({ passphrase: "correct horse battery" });
  afterAll(() => {
    material.remove();
    locked.remove();
  });
  const apple = (env: Record<string, string>) =>
    Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("APPLE_")));
  const google = (env: Record<string, string>) =>
    Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("GOOGLE_")));

  it("offers no wallet when nothing is set", () => {
    expect(loadConfig({}).wallet).toEqual({ apple: undefined, google: undefined });
  });

  it("reads each wallet's files when its whole set is given, one without the other", () => {
    const both = loadConfig(material.env).wallet;
    expect(both.apple).toMatchObject({
      passTypeId: TEST_PASS_TYPE_ID,
      teamId: TEST_TEAM_ID,
      signerCert: material.signerCertPem,
      wwdr: material.wwdrCertPem,
    });
    expect(both.apple?.signerKey).toContain("PRIVATE KEY");
    expect(both.google).toMatchObject({
      issuerId: TEST_ISSUER_ID,
      serviceAccountEmail: TEST_SERVICE_ACCOUNT,
    });
    expect(both.google?.privateKey.asymmetricKeyType).toBe("rsa");
    expect(loadConfig(apple(material.env)).wallet.google).toBeUndefined();
    expect(loadConfig(google(material.env)).wallet.apple).toBeUndefined();
  });

  it("stops the start when a set is only partly given, naming what is missing", () => {
    expect(() => loadConfig({ APPLE_WALLET_PASS_TYPE_ID: TEST_PASS_TYPE_ID })).toThrow(
      /APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT_FILE, APPLE_WALLET_KEY_FILE, APPLE_WALLET_WWDR_FILE: missing/,
    );
    expect(() => loadConfig({ APPLE_WALLET_KEY_PASSPHRASE: "secret" })).toThrow(
      /APPLE_WALLET_PASS_TYPE_ID, .*: missing/,
    );
    const { APPLE_WALLET_WWDR_FILE: _, ...withoutWwdr } = apple(material.env);
    expect(() => loadConfig(withoutWwdr)).toThrow(
      /^Invalid configuration:\n {2}APPLE_WALLET_WWDR_FILE: missing/,
    );
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: TEST_ISSUER_ID })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: missing: Google Wallet passes need all of/,
    );
  });

  it("stops the start on a file that cannot be read or holds something else", () => {
    const env = material.env;
    expect(() => loadConfig({ ...env, APPLE_WALLET_CERT_FILE: "/nonexistent/pass.pem" })).toThrow(
      /APPLE_WALLET_CERT_FILE: cannot read \/nonexistent\/pass.pem \(ENOENT\)/,
    );
    expect(() => loadConfig({ ...env, APPLE_WALLET_CERT_FILE: env.APPLE_WALLET_KEY_FILE! })).toThrow(
      /APPLE_WALLET_CERT_FILE: .* is not a PEM certificate/,
    );
    expect(() =>
      loadConfig({ ...env, APPLE_WALLET_WWDR_FILE: env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE! }),
    ).toThrow(/APPLE_WALLET_WWDR_FILE: .* is not a PEM certificate/);
    expect(() => loadConfig({ ...env, APPLE_WALLET_KEY_FILE: env.APPLE_WALLET_CERT_FILE! })).toThrow(
      /APPLE_WALLET_KEY_FILE: .* is not a PEM private key/,
    );
    // Another certificate's key: the pass would not verify.
    expect(() =>
      loadConfig({
        ...env,
        APPLE_WALLET_KEY_FILE: locked.env.APPLE_WALLET_KEY_FILE!,
        APPLE_WALLET_KEY_PASSPHRASE: "correct horse battery",
      }),
    ).toThrow(/APPLE_WALLET_KEY_FILE: .* is not the key of the certificate in APPLE_WALLET_CERT_FILE/);
    expect(() =>
      loadConfig({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: env.APPLE_WALLET_CERT_FILE! }),
    ).toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: .* is not a service account key/);
  });

  it("opens an encrypted key with its passphrase, and says when it cannot", () => {
    expect(loadConfig(locked.env).wallet.apple?.signerKeyPassphrase).toBe("correct horse battery");
    const { APPLE_WALLET_KEY_PASSPHRASE: _, ...withoutPassphrase } = locked.env;
    expect(() => loadConfig(withoutPassphrase)).toThrow(
      /APPLE_WALLET_KEY_FILE: .* is encrypted, and APPLE_WALLET_KEY_PASSPHRASE is not set/,
    );
    expect(() => loadConfig({ ...locked.env, APPLE_WALLET_KEY_PASSPHRASE: "wrong" })).toThrow(
      /APPLE_WALLET_KEY_FILE: .* is encrypted, and APPLE_WALLET_KEY_PASSPHRASE does not open it/,
    );
  });

  it("stops the start when the identifiers are not the certificate's", () => {
    expect(() =>
      loadConfig({ ...material.env, APPLE_WALLET_PASS_TYPE_ID: "pass.com.example.other" }),
    ).toThrow(
      `APPLE_WALLET_PASS_TYPE_ID: is pass.com.example.other, but the certificate in APPLE_WALLET_CERT_FILE is for ${TEST_PASS_TYPE_ID}`,
    );
    expect(() => loadConfig({ ...material.env, APPLE_WALLET_TEAM_ID: "OTHER12345" })).toThrow(
      `APPLE_WALLET_TEAM_ID: is OTHER12345, but the certificate in APPLE_WALLET_CERT_FILE is team ${TEST_TEAM_ID}'s`,
    );
  });

  it("checks the identifiers' form", () => {
    expect(() => loadConfig({ ...material.env, APPLE_WALLET_TEAM_ID: "team" })).toThrow(
      /APPLE_WALLET_TEAM_ID: must be the 10-character Team ID/,
    );
    expect(() => loadConfig({ ...material.env, APPLE_WALLET_PASS_TYPE_ID: "com.example.cards" })).toThrow(
      /APPLE_WALLET_PASS_TYPE_ID: must be a Pass Type ID/,
    );
    expect(() => loadConfig({ ...material.env, GOOGLE_WALLET_ISSUER_ID: "issuer" })).toThrow(
      /GOOGLE_WALLET_ISSUER_ID: must be the issuer id/,
    );
  });
});
