import { describe, expect, it } from "vitest";
import type { ChatTurn, CtaButton } from "./chat-types";
import {
  ctaConditionMet,
  invitesScheduling,
  isCtaVisible,
  visibleCtaButtons,
  visitorDeclined,
} from "./cta-visibility";
import type { CtaShowCondition } from "./vocabulary";

const user = (content: string): ChatTurn => ({ role: "user", content });
const bot = (content: string): ChatTurn => ({ role: "assistant", content });
const button = (showCondition?: CtaShowCondition): CtaButton => ({
  name: showCondition ?? "unset",
  description: "d",
  url: "https://example.com",
  showCondition,
});

describe("always (or unset)", () => {
  it("is shown from the first message", () => {
    expect(isCtaVisible(button("always"), [bot("Hello!")])).toBe(true);
    expect(isCtaVisible(button(), [bot("Hello!")])).toBe(true);
    expect(isCtaVisible(button(), [])).toBe(true);
  });
});

describe("after_qualification", () => {
  const met = (messages: ChatTurn[]) => ctaConditionMet("after_qualification", messages);

  it("needs 3 visitor messages and a qualification keyword", () => {
    const two = [bot("Hi"), user("hello"), bot("What's your budget range?"), user("about 5k")];
    expect(met(two)).toBe(false);
    expect(met([...two, bot("Thanks"), user("ok")])).toBe(true);
  });

  it("counts a keyword said by the visitor too", () => {
    expect(met([user("hello"), user("our team is small"), user("ok")])).toBe(true);
  });

  it("is not met by 3 visitor messages without a keyword", () => {
    expect(met([bot("Hi"), user("hello"), bot("Nice"), user("ok"), bot("Sure"), user("fine")])).toBe(false);
  });

  it("is met by 8 messages in all, keywords or not, and not by 7", () => {
    const seven = [bot("Hi"), user("a"), bot("b"), user("c"), bot("d"), user("e"), bot("f")];
    expect(seven).toHaveLength(7);
    expect(met(seven)).toBe(false);
    expect(met([...seven, user("g")])).toBe(true);
  });
});

describe("high_interest", () => {
  const met = (messages: ChatTurn[]) => ctaConditionMet("high_interest", messages);

  it.each(["I'm interested", "Tell me more", "Sounds good!", "How much is it?", "That SOUNDS GREAT"])(
    "is met by %j",
    (text) => expect(met([bot("Hi"), user(text)])).toBe(true),
  );

  it("is not met by the assistant's words, small talk, or a negated phrase", () => {
    expect(met([bot("Are you interested?"), user("hello")])).toBe(false);
    expect(met([user("what is this")])).toBe(false);
    expect(met([user("I am not interested")])).toBe(false);
  });
});

describe("ready_to_buy", () => {
  const met = (messages: ChatTurn[]) => ctaConditionMet("ready_to_buy", messages);

  it.each([
    "I want to buy",
    "How do I purchase?",
    "Let's get started",
    "Can I sign up?",
    "What's the pricing",
    "I'm ready to go",
  ])("is met by %j", (text) => expect(met([user(text)])).toBe(true));

  it("is not met by look-alike words or negations", () => {
    expect(met([user("I'm a buyer for a big firm")])).toBe(false);
    expect(met([user("I don't want to buy anything")])).toBe(false);
    expect(met([bot("Ready to buy?"), user("hmm")])).toBe(false);
  });
});

describe("after_questions", () => {
  const met = (messages: ChatTurn[]) => ctaConditionMet("after_questions", messages);

  it("is met by 2 visitor messages with a question mark", () => {
    expect(met([user("Really?"), user("Seriously?")])).toBe(true);
  });

  it("is met by 1 with a question mark plus a question word", () => {
    expect(met([user("What does it cost?")])).toBe(true);
    expect(met([user("Really?"), user("how does that work")])).toBe(true);
  });

  it("is not met by 1 question mark alone, or question words without one", () => {
    expect(met([user("Really?")])).toBe(false);
    expect(met([user("what is this"), user("how it works")])).toBe(false);
    expect(met([bot("Any questions?"), bot("What do you need?"), user("hi")])).toBe(false);
  });
});

describe("the assistant inviting scheduling shows every button", () => {
  const notYet = [user("hello")];

  it.each([
    "Would you like to schedule a call?",
    "Shall I book a meeting for you?",
    "I can set up a demo.",
    "Pick a time in my calendar",
    "Want an appointment?",
  ])("after %j", (text) => {
    const messages = [...notYet, bot(text)];
    expect(invitesScheduling(messages)).toBe(true);
    for (const c of ["after_qualification", "high_interest", "ready_to_buy", "after_questions"] as const) {
      expect(isCtaVisible(button(c), messages)).toBe(true);
    }
  });

  it("when a recent assistant message carries schedulingInfo", () => {
    const messages = [user("hi"), { ...bot("Here you go"), schedulingInfo: { hasContactInfo: false } }];
    expect(isCtaVisible(button("ready_to_buy"), messages)).toBe(true);
  });

  it("only from the last 3 assistant messages, and not from 'recall'", () => {
    const old = [bot("Let's schedule a call"), bot("a"), bot("b")];
    expect(invitesScheduling(old)).toBe(true);
    expect(invitesScheduling([...old, bot("c")])).toBe(false);
    expect(invitesScheduling([bot("As I recall, yes")])).toBe(false);
    expect(isCtaVisible(button("ready_to_buy"), [...old, bot("c")])).toBe(false);
  });
});

describe("disinterest hides every button", () => {
  it.each(["Not interested", "no thanks", "That's too expensive", "Maybe later", "Stop", "No thank you."])(
    "after %j",
    (text) => {
      const messages = [bot("Want a demo? Let's schedule a call"), user(text)];
      expect(visitorDeclined(messages)).toBe(true);
      expect(isCtaVisible(button("always"), messages)).toBe(false);
      expect(isCtaVisible(button(), messages)).toBe(false);
      expect(visibleCtaButtons([button(), button("high_interest")], messages)).toEqual([]);
    },
  );

  it("unless the visitor reconsidered afterwards", () => {
    for (const later of [
      "Actually, what does it cost?",
      "On second thought, tell me more",
      "I changed my mind",
    ]) {
      const messages = [user("no thanks"), bot("Okay!"), user(later)];
      expect(visitorDeclined(messages)).toBe(false);
      expect(isCtaVisible(button("always"), messages)).toBe(true);
    }
    expect(visitorDeclined([user("No thanks... actually, tell me more")])).toBe(false);
  });

  it("a reconsideration before the latest 'no' does not lift it", () => {
    expect(visitorDeclined([user("tell me more"), user("hmm, no thanks")])).toBe(true);
    expect(visitorDeclined([user("Actually, no thanks")])).toBe(true);
  });

  it("only the last 3 visitor messages count", () => {
    const said = [user("not interested"), user("a"), user("b")];
    expect(visitorDeclined(said)).toBe(true);
    expect(visitorDeclined([...said, user("c")])).toBe(false);
  });

  it("does not misread 'non-stop' or 'I'm interested'", () => {
    expect(visitorDeclined([user("non-stop service? I'm interested")])).toBe(false);
  });
});

describe("visibleCtaButtons", () => {
  it("keeps the configured order and filters by condition", () => {
    const buttons = [button("ready_to_buy"), button(), button("high_interest"), button("after_questions")];
    const shown = visibleCtaButtons(buttons, [bot("Hi"), user("Sounds good, I'm interested")]);
    expect(shown.map((b) => b.name)).toEqual(["unset", "high_interest"]);
  });
});
