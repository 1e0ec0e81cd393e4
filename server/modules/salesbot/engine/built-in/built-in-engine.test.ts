/**
 * The built-in engine: deterministic answers from the card's configuration alone,
 * the welcome, services and prices, company information, qualification questions in turn,
 * contact details acknowledged, a polite close after a 'no', a meeting request, the tone of
 * each personality, and the text written in pieces that add up to the reply.
 */
import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../../../../../core/salesbot/chat-types";
import { type SalesbotConfig, salesbotConfigSchema } from "../../../../../core/salesbot/config";
import { isCtaVisible } from "../../../../../core/salesbot/cta-visibility";
import { ASSISTANT_CARD, ASSISTANT_FIXTURE } from "../../../../../core/testing/assistant-fixture";
import type { EngineCard, EngineInput } from "../engine";
import { assistant, engineInput, user } from "../engine-test-kit";
import { createBuiltInEngine } from "./built-in-engine";

const card: EngineCard = { ...ASSISTANT_CARD, title: "Founder" };

const QUESTIONS = ["What is your biggest challenge?", "When do you need it done?"];

/**
 * The tests' assistant with the defaults' personality, no business type and no buttons, which the
 * replies below would otherwise quote: the tests about them set them.
 */
function configWith(fields: Record<string, unknown> = {}): SalesbotConfig {
  return salesbotConfigSchema.parse({
    ...ASSISTANT_FIXTURE,
    salesPersonality: undefined,
    businessType: undefined,
    ctaButtons: [],
    leadQualificationQuestions: QUESTIONS,
    ...fields,
  });
}

const input = (history: ChatTurn[], fields: Partial<EngineInput> = {}) =>
  engineInput(configWith(), history, { card, ...fields });

const engine = createBuiltInEngine();

describe("the welcome", () => {
  it("names the bot, the card's person and company, and the goal", async () => {
    const reply = await engine.welcome({ config: configWith(), card, origin: "https://x.test" });
    expect(reply.content).toBe(
      "Hello! I'm Ava, the assistant of Ana Silva at Acme. I can answer your questions and help you find a time to talk. How can I help you today?",
    );
    expect(reply.suggestedQuestions).toEqual([
      "What services do you offer?",
      "How much does website design cost?",
      "Tell me about Acme",
    ]);
    expect(reply.tokensUsed).toBe(0);
  });

  it("does not read as an invitation to book, so after_qualification buttons stay hidden", async () => {
    for (const primaryGoal of ["schedule_appointment", "generate_lead", "make_sale"]) {
      const reply = await engine.welcome({
        config: configWith({ primaryGoal }),
        card,
        origin: "https://x.test",
      });
      expect(isCtaVisible({ showCondition: "after_qualification" }, [assistant(reply.content)])).toBe(false);
    }
  });

  it("speaks in the configured personality", async () => {
    const greetings = await Promise.all(
      ["professional", "friendly", "consultative", "aggressive"].map(async (salesPersonality) => {
        const reply = await engine.welcome({ config: configWith({ salesPersonality }), card, origin: "" });
        return reply.content.split("!")[0];
      }),
    );
    expect(greetings).toEqual(["Hello", "Hi there", "Hello", "Hi"]);
  });
});

describe("answers from the configuration", () => {
  it("lists the services and asks the first qualification question", async () => {
    const reply = await engine.reply(input([user("What services do you offer?")]));
    expect(reply.content).toBe(`We offer website design and hosting. ${QUESTIONS[0]}`);
  });

  it("gives the price of the service named, as 'starts at $1,500' in the owner's currency", async () => {
    const reply = await engine.reply(input([user("How much does website design cost?")]));
    expect(reply.content).toContain("Website design starts at $1,500.");
    expect(reply.content).not.toContain("Hosting");
  });

  it("gives every price when no service is named, in the services' order", async () => {
    const reply = await engine.reply(input([user("What are your prices?")]));
    expect(reply.content).toContain(
      "Our pricing: website design starts at $1,500 and hosting starts at $20.",
    );
  });

  it("quotes the company information sentences that answer the question", async () => {
    const reply = await engine.reply(input([user("Tell me about your company, where is your office?")]));
    expect(reply.content).toContain("Our office is in Lisbon.");
    expect(reply.content).not.toContain("200 clients");
  });

  it("asks the qualification questions in turn, thanking for each answer", async () => {
    const history = [
      user("Hi"),
      assistant(`Thanks for reaching out! ${QUESTIONS[0]}`),
      user("Our site is slow"),
    ];
    const reply = await engine.reply(input(history));
    expect(reply.content).toBe(`Thank you, that is helpful. ${QUESTIONS[1]}`);
  });

  it("offers a call once every question is asked and the lead is qualified", async () => {
    const history = [
      user("Hi"),
      assistant(QUESTIONS[0]!),
      user("Slow site"),
      assistant(QUESTIONS[1]!),
      user("Next month"),
    ];
    const reply = await engine.reply(input(history, { leadScore: 45 }));
    expect(reply.content).toBe(
      "Thank you, that is helpful. Would you like to schedule a call with Ana Silva to talk it through?",
    );
    const low = await engine.reply(input(history, { leadScore: 10 }));
    expect(low.content).toBe("Thank you, that is helpful.");
  });

  it("thanks by name and confirms the email and phone given", async () => {
    const reply = await engine.reply(input([user("I'm Jo Park, jo@park.test or +44 20 7946 0958")]));
    expect(reply.content).toContain("Thank you, Jo Park!");
    expect(reply.content).toContain("I've noted your email address, jo@park.test.");
    expect(reply.content).toContain("I've noted your phone number, +44 20 7946 0958.");
  });

  it("closes politely after a 'no', asking nothing more", async () => {
    const reply = await engine.reply(
      input([user("What do you offer?"), assistant("We offer..."), user("No thanks, not interested")]),
    );
    expect(reply.content).toBe(
      "Understood. Thank you for your time. You can reach Ana Silva at ana@acme.test.",
    );
    expect(reply.suggestedQuestions).toEqual([]);
    expect(reply.schedulingInfo).toBeUndefined();
  });

  it("invites scheduling with schedulingInfo when Calendly is connected", async () => {
    const reply = await engine.reply(
      input([user("Can we book a meeting?")], {
        schedulingEventTypeUri: "https://api.calendly.com/event_types/ABC",
        visitor: { email: "jo@park.test" },
      }),
    );
    expect(reply.content).toBe(
      "I'd be happy to set up a meeting with Ana Silva. Pick a time that suits you with the scheduling option below.",
    );
    expect(reply.schedulingInfo).toMatchObject({
      eventTypeUri: "https://api.calendly.com/event_types/ABC",
      hasContactInfo: true,
      email: "jo@park.test",
    });
  });

  it("mentions the scheduling offer a qualified lead's reply carries, and keeps qualifying", async () => {
    const reply = await engine.reply(
      input([user("Tell me more, we are interested")], {
        schedulingEventTypeUri: "https://api.calendly.com/event_types/ABC",
        leadScore: 45,
      }),
    );
    expect(reply.schedulingInfo?.eventTypeUri).toBe("https://api.calendly.com/event_types/ABC");
    expect(reply.content).toContain(
      `${QUESTIONS[0]} Or, if you'd rather talk it through, you can book a time with Ana Silva below.`,
    );
  });

  it("points to the card's contact details for a meeting without Calendly", async () => {
    const reply = await engine.reply(input([user("Can we book a meeting?")]));
    expect(reply.content).toBe(
      "I'd be happy to arrange a meeting with Ana Silva. You can reach Ana Silva at ana@acme.test. Or leave your email address here and Ana Silva will get back to you.",
    );
    expect(reply.schedulingInfo).toBeUndefined();
  });

  it("says what it can help with when nothing matched", async () => {
    const reply = await engine.reply(
      input([user("Hmm"), assistant("Hello"), user("Qwerty")], {
        config: configWith({ leadQualificationQuestions: [], primaryGoal: "make_sale" }),
      }),
    );
    expect(reply.content).toBe(
      "Thank you for your message. I can tell you about our services, pricing and Ana Silva's work. Would you like to get started?",
    );
  });

  it("reassures a hesitating visitor, in the personality's words", async () => {
    const history = [user("Hi"), assistant("Hello"), user("Hmm, it seems expensive")];
    const friendly = await engine.reply(
      input(history, { config: configWith({ salesPersonality: "friendly" }) }),
    );
    expect(friendly.content).toMatch(/^I totally understand! We can work out something that fits you\./);
    const professional = await engine.reply(input(history));
    expect(professional.content).toMatch(/^That is a fair concern/);
  });

  it("answers 'tell me more' with the company's opening lines", async () => {
    const reply = await engine.reply(input([user("Hi"), assistant("Hello"), user("Tell me more")]));
    expect(reply.content).toContain(
      "Acme builds fast websites for small businesses. We have worked with over 200 clients since 2012.",
    );
  });

  it("points to the media it shares when nothing else answers the visitor", async () => {
    const config = configWith({
      leadQualificationQuestions: [],
      mediaAssets: [
        {
          type: "youtube",
          url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          title: "Our work",
          triggers: { keywords: ["portfolio"] },
        },
      ],
    });
    const reply = await engine.reply(input([user("Can I see your portfolio?")], { config }));
    expect(reply.content).toBe(
      "Sure, have a look below.\n\nOur work - https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
  });

  it("is deterministic", async () => {
    const history = [user("How much does hosting cost? Do you have examples?")];
    const [a, b] = await Promise.all([engine.reply(input(history)), engine.reply(input(history))]);
    expect(a).toEqual(b);
  });
});

describe("streaming", () => {
  it("writes the reply in pieces that add up to it", async () => {
    const pieces: string[] = [];
    const reply = await engine.reply(input([user("What services do you offer? And prices?")]), {
      onDelta: (text) => pieces.push(text),
    });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe(reply.content);
  });

  it("stops when the visitor goes away", async () => {
    const gone = new AbortController();
    gone.abort(new Error("gone"));
    await expect(engine.reply(input([user("Hi")]), { signal: gone.signal })).rejects.toThrow("gone");
  });
});

describe("the grammar of composed replies", () => {
  const studio = configWith({
    businessType: "Interior & brand design studio",
    services: ["Websites", "Logo design"],
    priceRanges: { Websites: 900, "Logo design": 350.5 },
    priceCurrency: "EUR",
  });

  it("writes 'an' before a vowel sound and the owner's labels as words of the sentence", async () => {
    const reply = await engine.reply(input([user("What services do you offer?")], { config: studio }));
    expect(reply.content).toContain(
      "As an interior & brand design studio, we offer websites and logo design.",
    );
  });

  it("agrees the verb with a plural service, in the owner's currency", async () => {
    const welcome = await engine.welcome({ config: studio, card, origin: "" });
    expect(welcome.suggestedQuestions).toContain("How much do websites cost?");
    const one = await engine.reply(input([user("How much do websites cost?")], { config: studio }));
    expect(one.content).toContain("Websites start at €900.");
    const all = await engine.reply(input([user("What are your prices?")], { config: studio }));
    expect(all.content).toContain("Our pricing: websites start at €900 and logo design starts at €350.50.");
  });
});
