import { describe, expect, it } from "vitest";
import { appUrlNotice, publicOrigin } from "./public-origin";

const unset = { appUrl: "http://localhost:3000", appUrlSet: false };
const set = { appUrl: "https://cards.example.com", appUrlSet: true };

describe("publicOrigin", () => {
  it("is APP_URL when it is set, whatever address the request used", () => {
    expect(publicOrigin(set, { host: "10.0.0.5:3000", protocol: "http" })).toBe("https://cards.example.com");
  });

  it("is the request's own origin when APP_URL is not set", () => {
    expect(publicOrigin(unset, { host: "192.168.1.20:3000", protocol: "http" })).toBe(
      "http://192.168.1.20:3000",
    );
    expect(publicOrigin(unset, { host: "Cards.Example.org", protocol: "https" })).toBe(
      "https://cards.example.org",
    );
    expect(publicOrigin(unset, { host: "[::1]:8080", protocol: "http" })).toBe("http://[::1]:8080");
  });

  it("falls back to the default for a Host header that is no host name", () => {
    for (const host of [
      "",
      "evil.example/path",
      "a b",
      "x@evil.example",
      "evil.example:99999999",
      "é.example",
    ]) {
      expect(publicOrigin(unset, { host, protocol: "http" })).toBe("http://localhost:3000");
    }
    expect(publicOrigin(unset, { host: `${"a".repeat(300)}.example`, protocol: "http" })).toBe(
      "http://localhost:3000",
    );
  });
});

describe("appUrlNotice", () => {
  it("tells how to set APP_URL only when it is not set", () => {
    expect(appUrlNotice({ appUrlSet: true, port: 3000 })).toBeUndefined();
    const notice = appUrlNotice({ appUrlSet: false, port: 8080 });
    expect(notice).toContain("mails link to http://localhost:8080");
    expect(notice).toContain("Set APP_URL=https://");
  });
});
