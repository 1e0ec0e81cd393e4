import { describe, expect, it } from "vitest";
import { createUserSchema, listUsersQuerySchema, updateUserSchema } from "./users";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe("user schemas", () => {
  it("gives the form's messages on create", () => {
    expect(
      messages(
        createUserSchema.safeParse({
          username: "ab",
          email: "x",
          fullName: "A",
          password: "123",
          accessLevel: 1,
          cardSlug: "ab",
        }),
      ),
    ).toEqual([
      "Username must be at least 3 characters",
      "Please enter a valid email",
      "Full name must be at least 2 characters",
      "Password must be at least 6 characters",
      "Slug must be at least 3 characters",
    ]);
    expect(
      messages(
        createUserSchema.safeParse({
          username: "abc",
          email: "a@b.co",
          fullName: "Al",
          password: "123456",
          accessLevel: 6,
        }),
      ),
    ).toEqual(["Access level must be a number from 1 to 5"]);
  });

  it("defaults the level, treats a blank slug as absent", () => {
    const parsed = createUserSchema.parse({
      username: "abc",
      email: "a@b.co",
      fullName: "Al",
      password: "123456",
      cardSlug: " ",
    });
    expect(parsed).toEqual({
      username: "abc",
      email: "a@b.co",
      fullName: "Al",
      password: "123456",
      accessLevel: 1,
      cardSlug: undefined,
    });
    expect(
      createUserSchema.parse({
        username: "abc",
        email: "a@b.co",
        fullName: "Al",
        password: "123456",
        cardSlug: "My-Slug",
      }).cardSlug,
    ).toBe("my-slug");
  });

  it("keeps the password on edit when blank", () => {
    expect(updateUserSchema.parse({ password: "" })).toEqual({ password: undefined, cardSlug: undefined });
    expect(updateUserSchema.parse({ password: null, cardSlug: null })).toEqual({
      password: undefined,
      cardSlug: undefined,
    });
    expect(messages(updateUserSchema.safeParse({ password: "123" }))).toEqual([
      "Password must be at least 6 characters",
    ]);
    expect(messages(updateUserSchema.safeParse({ username: "" }))).toContain(
      "Username must be at least 3 characters",
    );
  });

  it("bounds the list query", () => {
    expect(listUsersQuerySchema.parse({ page: "2", pageSize: "20", search: " Ann " })).toEqual({
      page: 2,
      pageSize: 20,
      search: "Ann",
    });
    expect(listUsersQuerySchema.safeParse({ pageSize: "1000" }).success).toBe(false);
  });
});
