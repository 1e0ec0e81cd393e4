import { describe, expect, it } from "vitest";
import { redactUrl, withRedactedRequests } from "./log-redaction";

describe("redactUrl", () => {
  it("replaces the values of session ids and tokens, whatever their case or encoding", () => {
    expect(redactUrl("/api/salesbot/4/welcome?sessionId=abc123&x=1")).toBe(
      "/api/salesbot/4/welcome?sessionId=[redacted]&x=1",
    );
    expect(redactUrl("/reset-password?token=secret")).toBe("/reset-password?token=[redacted]");
    expect(redactUrl("/a?SESSIONID=s&session%49d=t&b=2")).toBe(
      "/a?SESSIONID=[redacted]&session%49d=[redacted]&b=2",
    );
  });

  it("replaces a claim link's token in its page's and its API's path", () => {
    expect(redactUrl("/claim/AbC-123_x")).toBe("/claim/[redacted]");
    expect(redactUrl("/api/claims/AbC-123_x")).toBe("/api/claims/[redacted]");
    expect(redactUrl("/api/claims/AbC?token=t")).toBe("/api/claims/[redacted]?token=[redacted]");
    expect(redactUrl("//API/Claims/AbC")).toBe("//API/Claims/[redacted]");
    expect(redactUrl("/api/organizations/4/claims")).toBe("/api/organizations/4/claims");
  });

  it("leaves other URLs as they are", () => {
    expect(redactUrl("/view/ana")).toBe("/view/ana");
    expect(redactUrl("/api/analytics/4?range=7d&tz=UTC")).toBe("/api/analytics/4?range=7d&tz=UTC");
    expect(redactUrl("/x?%E0%A4%A=1")).toBe("/x?%E0%A4%A=1");
  });
});

describe("withRedactedRequests", () => {
  it("adds the request serializer to logger options and leaves a silenced logger silent", () => {
    expect(withRedactedRequests(false)).toBe(false);
    const options = withRedactedRequests({ level: "info" }) as {
      level: string;
      serializers: { req: (request: object) => { url: string } };
    };
    expect(options.level).toBe("info");
    const request = { method: "GET", url: "/w?sessionId=abc", headers: {}, host: "h", ip: "1.2.3.4" };
    expect(options.serializers.req(request).url).toBe("/w?sessionId=[redacted]");
  });
});
