import { REFUSING_STORAGE } from "@core/testing/refusing-storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { checkSession, loadSignupConfig, userToShow } from "./session";
import {
  forgetUser,
  rememberSignupConfig,
  rememberUser,
  STORED_SIGNUP_KEY,
  STORED_USER_KEY,
  storedSignupConfig,
  storedUser,
} from "./stored-user";
import type { User } from "./types";

/** The browser's localStorage, for Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const OLIVE: User = {
  id: 7,
  username: "olive",
  fullName: "Olive Offline",
  email: "olive@example.test",
  phone: "+1 555 0100",
  accessLevel: 4,
  createdAt: "2026-01-01T00:00:00.000Z",
};

beforeEach(() => {
  vi.stubGlobal("localStorage", memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the remembered user", () => {
  it("keeps only id, username, display name and access level", () => {
    rememberUser({ ...OLIVE, token: "secret" } as User);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual({
      id: 7,
      username: "olive",
      fullName: "Olive Offline",
      accessLevel: 4,
    });
    expect(storedUser()).toEqual({ ...OLIVE, email: "", phone: null, createdAt: "" });
    // The same object on every read, so screens do not re-render for nothing.
    expect(storedUser()).toBe(storedUser());
  });

  it("is forgotten on sign-out", () => {
    rememberUser(OLIVE);
    forgetUser();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(storedUser()).toBeNull();
  });

  it("ignores a damaged or foreign copy", () => {
    localStorage.setItem(STORED_USER_KEY, "{not json");
    expect(storedUser()).toBeNull();
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id: "7", username: "olive" }));
    expect(storedUser()).toBeNull();
  });

  it("survives a browser that refuses storage", () => {
    vi.stubGlobal("localStorage", REFUSING_STORAGE);
    expect(() => rememberUser(OLIVE)).not.toThrow();
    expect(storedUser()).toBeNull();
  });
});

describe("checkSession", () => {
  /** The server's readable sign that this browser holds a session (core/session-hint.ts). */
  const signedInHint = () => true;

  it("answers signed out without asking the server when there is no sign of a session", async () => {
    rememberUser(OLIVE);
    let asked = false;
    const get = async () => {
      asked = true;
      return OLIVE;
    };
    await expect(checkSession(get, () => false)).resolves.toBeNull();
    expect(asked).toBe(false);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it("remembers the user the server answers", async () => {
    await expect(checkSession(async () => OLIVE, signedInHint)).resolves.toBe(OLIVE);
    expect(storedUser()?.username).toBe("olive");
  });

  it("forgets the user on a 401 (null)", async () => {
    rememberUser(OLIVE);
    await expect(checkSession(async () => null, signedInHint)).resolves.toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it("keeps the remembered user and rethrows when the server cannot be reached or fails", async () => {
    rememberUser(OLIVE);
    const offline = new TypeError("Failed to fetch");
    await expect(
      checkSession(async () => {
        throw offline;
      }, signedInHint),
    ).rejects.toBe(offline);
    await expect(
      checkSession(async () => {
        throw new ApiError(503, "Service Unavailable");
      }, signedInHint),
    ).rejects.toBeInstanceOf(ApiError);
    expect(storedUser()?.id).toBe(7);
  });
});

describe("userToShow", () => {
  it("prefers the server's answer, signed out included", () => {
    rememberUser(OLIVE);
    expect(userToShow(OLIVE, false)).toBe(OLIVE);
    expect(userToShow(null, true)).toBeNull();
  });

  it("uses the remembered user only while the check fails", () => {
    rememberUser(OLIVE);
    expect(userToShow(undefined, false)).toBeUndefined();
    expect(userToShow(undefined, true)?.username).toBe("olive");
    forgetUser();
    expect(userToShow(undefined, true)).toBeNull();
  });
});

describe("the sign-up setting", () => {
  it("is remembered from the server and stands in when the server cannot be reached", async () => {
    await expect(loadSignupConfig(async () => ({ allowSignup: true }))).resolves.toEqual({
      allowSignup: true,
    });
    expect(storedSignupConfig()).toEqual({ allowSignup: true });
    await expect(
      loadSignupConfig(async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).resolves.toEqual({ allowSignup: true });
  });

  it("fails as before when nothing was ever seen", async () => {
    const error = new ApiError(502, "Bad Gateway");
    await expect(
      loadSignupConfig(async () => {
        throw error;
      }),
    ).rejects.toBe(error);
  });

  it("follows the server when it changes, and ignores a damaged copy", () => {
    rememberSignupConfig({ allowSignup: true });
    rememberSignupConfig({ allowSignup: false });
    expect(storedSignupConfig()).toEqual({ allowSignup: false });
    localStorage.setItem(STORED_SIGNUP_KEY, "[]");
    expect(storedSignupConfig()).toBeNull();
  });
});
