import { describe, expect, it } from "vitest";
import { afterSignIn, GET_STARTED_ADDRESS, readAuthRequest, signUpForThemeAddress } from "./auth-request";

const queryOf = (address: string) => address.slice(address.indexOf("?"));

describe("what a page asks of /auth", () => {
  it("keeps a theme chosen signed out through to Create Card", () => {
    const address = signUpForThemeAddress("corporate");
    expect(address).toBe("/auth?tab=register&theme=corporate");
    const request = readAuthRequest(queryOf(address));
    expect(request).toEqual({ tab: "register", theme: "corporate" });
    expect(afterSignIn(request)).toBe("/dashboard?tab=create&theme=corporate");
  });

  it("opens Register for 'Get Started', Login and the dashboard without a request, and ignores unknown values", () => {
    expect(readAuthRequest(queryOf(GET_STARTED_ADDRESS))).toEqual({ tab: "register" });
    expect(readAuthRequest("")).toEqual({ tab: "login" });
    expect(afterSignIn(readAuthRequest("?from=/account"))).toBe("/dashboard");
    expect(readAuthRequest("?tab=admin&theme=neon")).toEqual({ tab: "login" });
  });
});
