import { describe, expect, it } from "vitest";
import { afterSignIn, readAuthRequest, signUpForTheme } from "./auth-request";

describe("what a screen asks of /auth", () => {
  it("keeps a theme chosen signed out through to Create Card", () => {
    const request = readAuthRequest(signUpForTheme("corporate"));
    expect(request).toEqual({ tab: "register", theme: "corporate" });
    expect(afterSignIn(request)).toBe("/dashboard?tab=create&theme=corporate");
  });

  it("opens Login and the dashboard without a request, and ignores an unknown theme", () => {
    expect(readAuthRequest(null)).toEqual({ tab: "login" });
    expect(afterSignIn(readAuthRequest({ from: "/account" }))).toBe("/dashboard");
    expect(readAuthRequest({ tab: "register", theme: "neon" })).toEqual({ tab: "register" });
  });
});
