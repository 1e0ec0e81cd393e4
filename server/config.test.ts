import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.allowSignup).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.cookieSecure).toBe(false);
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

  it("names the variable of a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ ALLOW_SIGNUP: "maybe" })).toThrow(/ALLOW_SIGNUP/);
  });
});
