/**
 * writeConversation holds the row's lock between reading and writing it: two writes on one
 * session at once, each slow between its read and its write, both land, whichever database.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../../test/test-app-per-file";
import { chatTestKit } from "./chat-test-kit";
import { findConversation, writeConversation } from "./session-conversation-repo";

const t = testAppPerFile();

const kit = chatTestKit(() => t);

function appending(content: string) {
  return async (current: { conversationData: Record<string, unknown>[] } | undefined) => {
    // Long enough for the other write to read the row, were it not locked.
    await sleep(50);
    return {
      conversationData: [...(current?.conversationData ?? []), { role: "user", content, timestamp: "t" }],
    };
  };
}

describe("writeConversation", () => {
  it("loses neither of two writes on one session at once", async () => {
    const cardId = await kit.botCard();
    const sessionId = "S".repeat(24);
    await writeConversation(t.db, cardId, sessionId, appending("first"));
    await Promise.all([
      writeConversation(t.db, cardId, sessionId, appending("second")),
      writeConversation(t.db, cardId, sessionId, appending("third")),
    ]);
    const row = await findConversation(t.db, cardId, sessionId);
    const said = row!.conversationData.map((m) => m.content);
    expect(said.slice().sort()).toEqual(["first", "second", "third"]);
  });
});
