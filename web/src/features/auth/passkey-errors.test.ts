import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { passkeyErrorMessage } from "./passkey-errors";

const domError = (name: string) => Object.assign(new Error("browser words"), { name });

describe("a passkey's failure, in words", () => {
  it("says a cancelled or timed-out request was not completed, for adding and for signing in", () => {
    expect(passkeyErrorMessage(domError("NotAllowedError"), "add")).toBe(
      "The passkey was not added: the request was cancelled or timed out.",
    );
    expect(passkeyErrorMessage(domError("NotAllowedError"), "sign-in")).toMatch(
      /^The passkey sign-in was cancelled or timed out/,
    );
  });

  it("names what the person can do about the browser's other refusals", () => {
    expect(passkeyErrorMessage(domError("InvalidStateError"), "add")).toBe(
      "This device already holds a passkey for your account.",
    );
    expect(passkeyErrorMessage(domError("SecurityError"), "sign-in")).toMatch(/APP_URL/);
    expect(passkeyErrorMessage(domError("NotSupportedError"), "add")).toMatch(/Try another device/);
  });

  it("shows the server's own message, and plain words for a lost connection or anything else", () => {
    expect(
      passkeyErrorMessage(
        new ApiError(401, "This passkey is not registered here, or it could not be verified."),
        "sign-in",
      ),
    ).toBe("This passkey is not registered here, or it could not be verified.");
    expect(passkeyErrorMessage(new TypeError("Failed to fetch"), "add")).toMatch(/connection failed/);
    expect(passkeyErrorMessage(new Error("browser words"), "add")).toBe(
      "The passkey was not added. Please try again.",
    );
  });
});
