/**
 * Routing a visitor's message: at least 90 % of the intent fixture is read as a person reads it,
 * with several phrasings of every intent; 'when can we talk?' is a meeting request, so the
 * built-in assistant answers it as one and the conversation's outcome is schedule_appointment.
 */
import { describe, expect, it } from "vitest";
import { salesbotConfigSchema } from "../../../../../core/salesbot/config";
import { assessLead } from "../../../../../core/salesbot/lead-score";
import { mainIntent, visitorIntents } from "../../../../../core/salesbot/visitor-intent";
import { engineInput, user } from "../engine-test-kit";
import { createBuiltInEngine } from "./built-in-engine";
import { INTENT_FIXTURE } from "./intent-fixture";
import { intentShare } from "./intent-share";

const SHARE_TARGET = 0.9;
const PHRASINGS_MIN = 5;

describe("the intent fixture", () => {
  it("holds at least 100 messages, several phrasings of every intent", () => {
    expect(INTENT_FIXTURE.length).toBeGreaterThanOrEqual(100);
    const perIntent = new Map<string, number>();
    for (const [, intent] of INTENT_FIXTURE) perIntent.set(intent, (perIntent.get(intent) ?? 0) + 1);
    expect([...perIntent.keys()].sort()).toEqual(
      [
        "company",
        "contact",
        "decline",
        "greeting",
        "meeting",
        "other",
        "prices",
        "purchase",
        "services",
      ].sort(),
    );
    for (const count of perIntent.values()) expect(count).toBeGreaterThanOrEqual(PHRASINGS_MIN);
  });

  it(`is routed right at least ${SHARE_TARGET * 100} % of the time`, () => {
    const result = intentShare();
    expect(result.share, JSON.stringify(result.misread, null, 1)).toBeGreaterThanOrEqual(SHARE_TARGET);
  });

  it("measures: a fixture read wrong scores below the target", () => {
    const wrong = INTENT_FIXTURE.map(([message]) => [message, "other"] as const);
    expect(intentShare(wrong).share).toBeLessThan(SHARE_TARGET);
  });
});

describe("a request to talk", () => {
  it("reads 'when can we talk?' as a meeting, and a negated one as none", () => {
    expect(mainIntent("when can we talk?")).toBe("meeting");
    expect(visitorIntents("I don't want to talk to anyone")).not.toContain("meeting");
  });

  it("gets the meeting answer from the built-in engine", async () => {
    const reply = await createBuiltInEngine().reply(
      engineInput(salesbotConfigSchema.parse({ botName: "Ava", isEnabled: true }), [
        user("when can we talk?"),
      ]),
    );
    expect(reply.content).toContain("I'd be happy to arrange a meeting with Ana Silva.");
  });

  it("scores it as a meeting request with the outcome schedule_appointment", () => {
    const assessment = assessLead([{ role: "user", content: "when can we talk?" }]);
    expect(assessment.outcome).toBe("schedule_appointment");
    expect(assessment.signals.schedulingRequested).toBe(true);
  });
});
