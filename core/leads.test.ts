import { describe, expect, it } from "vitest";
import { conversationFinishes } from "./leads";

describe("conversationFinishes", () => {
  it("is true only when the outcome first becomes conclusive", () => {
    expect(conversationFinishes(null, "interested")).toBe(false);
    expect(conversationFinishes("interested", "not_interested")).toBe(true);
    expect(conversationFinishes(undefined, "scheduled")).toBe(true);
    expect(conversationFinishes("not_interested", "scheduled")).toBe(false);
    expect(conversationFinishes("scheduled", "scheduled")).toBe(false);
    expect(conversationFinishes("follow_up", "schedule_appointment")).toBe(false);
  });
});
