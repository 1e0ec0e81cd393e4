import { describe, expect, it } from "vitest";
import { APP_DOCUMENTS, documentForPath, hasOwnDocument } from "./app-documents";

describe("the document for a page address", () => {
  it("gives the landing and sign-in pages their own documents", () => {
    expect(documentForPath("/")).toBe("landing.html");
    expect(documentForPath("/auth")).toBe("auth.html");
    expect(documentForPath("/auth/")).toBe("auth.html");
    expect(hasOwnDocument("/auth")).toBe(true);
  });

  it("gives every other page the app shell", () => {
    for (const path of ["/dashboard", "/authx", "/auth/more", "/card-editor/4", "/themes"]) {
      expect(documentForPath(path)).toBe("index.html");
    }
    expect(hasOwnDocument("/dashboard")).toBe(false);
    expect(APP_DOCUMENTS).toEqual(["index.html", "landing.html", "auth.html"]);
  });
});
