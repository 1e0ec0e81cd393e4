import { describe, expect, it } from "vitest";
import { loginSchema, passwordFormSchema, profileSchema, resetRequestSchema } from "./auth";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe("auth schemas", () => {
  it("requires username and password on login", () => {
    expect(messages(loginSchema.safeParse({ username: "", password: "" }))).toEqual([
      "Username is required",
      "Password is required",
    ]);
  });

  it("checks reset emails", () => {
    expect(messages(resetRequestSchema.safeParse({ email: "nope" }))).toEqual(["Please enter a valid email"]);
    expect(resetRequestSchema.safeParse({ email: " a@b.co " }).data).toEqual({ email: "a@b.co" });
  });

  it("gives the profile form's messages", () => {
    expect(messages(profileSchema.safeParse({ username: "ab", fullName: "", email: "x" }))).toEqual([
      "Username must be at least 3 characters",
      "Full name is required",
      "Please enter a valid email",
    ]);
    expect(
      messages(profileSchema.safeParse({ username: "a".repeat(21), fullName: "A", email: "a@b.co" })),
    ).toEqual(["Username must be less than 20 characters"]);
  });

  it("puts the mismatch message on the confirm field", () => {
    const result = passwordFormSchema.safeParse({
      currentPassword: "x",
      newPassword: "secret1",
      confirmPassword: "secret2",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      message: "Passwords don't match",
      path: ["confirmPassword"],
    });
  });

  it("requires six characters for a new password", () => {
    expect(
      messages(
        passwordFormSchema.safeParse({ currentPassword: "", newPassword: "123", confirmPassword: "123" }),
      ),
    ).toEqual([
      "Current password is required",
      "New password must be at least 6 characters",
      "Password must be at least 6 characters",
    ]);
  });
});
