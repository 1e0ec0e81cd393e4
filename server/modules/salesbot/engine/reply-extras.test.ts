/**
 * The parts of a reply both engines share (reply-extras.ts): suggested questions (at most 3,
 * none the visitor already asked about), the scheduling offer's conditions, and media markers
 * (matched by core's triggers, made absolute, http(s) only, never repeated).
 */
import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../../../../core/salesbot/chat-types";
import { type SalesbotConfig, salesbotConfigSchema } from "../../../../core/salesbot/config";
import type { EngineInput } from "./engine";
import { assistant, engineInput, user } from "./engine-test-kit";
import { absoluteMediaUrl, conversationStage, replyExtras, withMediaMarkers } from "./reply-extras";

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const EVENT_TYPE = "https://api.calendly.com/event_types/ABC";

function configWith(fields: Record<string, unknown> = {}): SalesbotConfig {
  return salesbotConfigSchema.parse({
    botName: "Ava",
    services: ["Website design", "Hosting"],
    priceRanges: { Hosting: 20, "Website design": 1500 },
    companyInfo: "We build websites.",
    mediaAssets: [
      { type: "youtube", url: VIDEO, title: "Our work", triggers: { keywords: ["portfolio"] } },
      { type: "image", url: "/uploads/team.webp", title: "The team", triggers: { keywords: ["team"] } },
    ],
    ...fields,
  });
}

const input = (history: ChatTurn[], fields: Partial<EngineInput> = {}) =>
  engineInput(configWith(), history, fields);

describe("suggested questions", () => {
  it("start with what the card can answer, services first, at most 3", () => {
    const extras = replyExtras(input([user("Hello")]), "Hi!");
    expect(extras.suggestedQuestions).toEqual([
      "What services do you offer?",
      "How much does website design cost?",
      "Tell me about Acme",
    ]);
  });

  it("leave out what the visitor already asked about, and put the goal first later on", () => {
    const history = [
      user("What services do you offer?"),
      assistant("We offer..."),
      user("What are the prices?"),
    ];
    expect(replyExtras(input(history), "...").suggestedQuestions).toEqual([
      "Can we schedule a call?",
      "Can I see your portfolio?",
      "Tell me about Acme",
    ]);
  });

  it("are none after the visitor declines", () => {
    expect(replyExtras(input([user("No thanks")]), "Bye").suggestedQuestions).toEqual([]);
  });
});

describe("the scheduling offer", () => {
  const asked = [user("Can we book a meeting?")];

  it("comes when Calendly is connected and the visitor asks to meet", () => {
    const extras = replyExtras(
      input(asked, { schedulingEventTypeUri: EVENT_TYPE, visitor: { phone: "+1 555 0100 22" } }),
      "",
    );
    expect(extras.schedulingInfo).toMatchObject({
      eventTypeUri: EVENT_TYPE,
      hasContactInfo: true,
      phone: "+1 555 0100 22",
    });
    expect(extras.schedulingInfo?.suggestedMessage).toContain("Can we book a meeting?");
  });

  it("never comes without Calendly", () => {
    expect(replyExtras(input(asked), "").schedulingInfo).toBeUndefined();
  });

  it("comes for a qualified lead when the goal is a meeting, once", () => {
    const history = [user("Tell me more")];
    const qualified = { schedulingEventTypeUri: EVENT_TYPE, leadScore: 40 };
    expect(replyExtras(input(history, qualified), "").schedulingInfo?.hasContactInfo).toBe(false);
    expect(replyExtras(input(history, { ...qualified, leadScore: 39 }), "").schedulingInfo).toBeUndefined();
    const otherGoal = { ...qualified, config: configWith({ primaryGoal: "make_sale" }) };
    expect(replyExtras(input(history, otherGoal), "").schedulingInfo).toBeUndefined();
    const offered: ChatTurn[] = [
      user("Hi"),
      { role: "assistant", content: "Book below", schedulingInfo: { hasContactInfo: false } },
      user("Tell me more"),
    ];
    expect(replyExtras(input(offered, qualified), "").schedulingInfo).toBeUndefined();
  });

  it("never comes after the visitor declines", () => {
    const history = [user("Let's book a call"), assistant("Sure"), user("Actually no thanks, not now")];
    expect(
      replyExtras(input(history, { schedulingEventTypeUri: EVENT_TYPE }), "").schedulingInfo,
    ).toBeUndefined();
  });
});

describe("media markers", () => {
  it("share an asset whose keyword the visitor used, once", () => {
    const extras = replyExtras(input([user("Can I see your portfolio?")]), "Sure.");
    expect(extras.mediaMarkers).toEqual([`Our work - ${VIDEO}`]);
    const later = [
      user("Can I see your portfolio?"),
      assistant(withMediaMarkers("Sure.", extras.mediaMarkers)),
      user("More portfolio please"),
    ];
    expect(replyExtras(input(later), "Here.").mediaMarkers).toEqual([]);
  });

  it("make /uploads/ addresses absolute", () => {
    expect(replyExtras(input([user("Who is on your team?")]), "").mediaMarkers).toEqual([
      "The team - https://cards.example.com/uploads/team.webp",
    ]);
  });

  it("keep only http(s) addresses", () => {
    expect(absoluteMediaUrl("/uploads/a.png", "http://x.test/")).toBe("http://x.test/uploads/a.png");
    expect(absoluteMediaUrl("javascript:alert(1)", "http://x.test")).toBeUndefined();
    expect(absoluteMediaUrl("data:image/png;base64,AAAA", "http://x.test")).toBeUndefined();
  });

  it("appear on lines of their own after the text", () => {
    expect(withMediaMarkers("Text.", ["A - https://a.test/x.png"])).toBe("Text.\n\nA - https://a.test/x.png");
    expect(withMediaMarkers("Text.", [])).toBe("Text.");
  });
});

describe("the conversation's stage", () => {
  it.each([
    [[user("Hello")], "opening"],
    [[user("Hi"), assistant("Hello"), user("What are your prices?")], "presentation"],
    [[user("Hi"), assistant("Hello"), user("It seems expensive")], "objection_handling"],
    [[user("Hi"), assistant("Hello"), user("Let's book a call")], "closing"],
    [[user("Hi"), assistant("Hello"), user("Our site is slow")], "qualification"],
  ] as const)("%j is %s", (history, stage) => {
    expect(conversationStage(history)).toBe(stage);
  });
});
