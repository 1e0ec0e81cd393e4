import { describe, expect, it } from "vitest";
import type { ChatTurn } from "./chat-types";
import {
  assessLead,
  DISINTEREST_PENALTY,
  EMAIL_POINTS,
  INTEREST_KEYWORD_POINTS,
  INTEREST_KEYWORDS_MAX_POINTS,
  NAME_POINTS,
  PHONE_POINTS,
  PURCHASE_INTENT_POINTS,
  QUALIFICATION_ANSWER_POINTS,
  QUALIFICATION_MAX_POINTS,
  QUESTION_POINTS,
  QUESTIONS_MAX_POINTS,
  SCHEDULED_POINTS,
  SCHEDULING_REQUEST_POINTS,
} from "./lead-score";

const user = (content: string): ChatTurn => ({ role: "user", content });
const bot = (content: string): ChatTurn => ({ role: "assistant", content });
const score = (messages: ChatTurn[], input = {}) => assessLead(messages, input).score;
const outcome = (messages: ChatTurn[], input = {}) => assessLead(messages, input).outcome;

const QUESTIONS = [
  "What's your biggest challenge right now?",
  "What's your decision timeline?",
  "What budget range are you working with?",
];

describe("lead score contributions", () => {
  it("starts at 0 with nothing said", () => {
    expect(score([])).toBe(0);
    expect(score([bot("Hello! How can I help?"), user("hello")])).toBe(0);
  });

  it("counts each spec interest keyword once, capped", () => {
    expect(score([user("I'm interested")])).toBe(INTEREST_KEYWORD_POINTS);
    expect(score([user("interested, interested, INTERESTED")])).toBe(INTEREST_KEYWORD_POINTS);
    expect(score([user("interested; tell me more")])).toBe(2 * INTEREST_KEYWORD_POINTS);
    expect(score([user("interested, want to know the budget and timeline, tell me more")])).toBe(
      INTEREST_KEYWORDS_MAX_POINTS,
    );
  });

  it("ignores the assistant's words and negated keywords", () => {
    expect(score([bot("Are you interested? What's your timeline")])).toBe(0);
    expect(assessLead([user("I'm not interested")]).signals.interestKeywords).toEqual([]);
    expect(score([user("I'm not interested")])).toBe(0);
  });

  it("counts questions by '?', a run once, capped", () => {
    expect(score([user("really?")])).toBe(QUESTION_POINTS);
    expect(score([user("really???")])).toBe(QUESTION_POINTS);
    expect(score([user("a? b?")])).toBe(2 * QUESTION_POINTS);
    expect(score([user("a? b? c? d? e?")])).toBe(QUESTIONS_MAX_POINTS);
  });

  it("counts contact details given", () => {
    expect(score([user("ana@example.com")])).toBe(EMAIL_POINTS);
    expect(score([user("555-123-4567")])).toBe(PHONE_POINTS);
    expect(score([user("My name is Ana")])).toBe(NAME_POINTS);
    expect(assessLead([user("My name is Ana"), user("ana@example.com")]).signals.contact).toEqual({
      name: "Ana",
      email: "ana@example.com",
    });
  });

  it("keeps the latest of a detail given twice", () => {
    const { contact } = assessLead([user("ana@exmaple.com"), user("sorry, ana@example.com")]).signals;
    expect(contact.email).toBe("ana@example.com");
  });

  it("counts answers that follow a configured qualification question, capped", () => {
    const one = [bot(`Thanks! ${QUESTIONS[0]}`), user("Finding customers")];
    expect(score(one, { qualificationQuestions: QUESTIONS })).toBe(QUALIFICATION_ANSWER_POINTS);
    // Not an answer: no visitor reply, or a reply to something else.
    expect(score([bot(QUESTIONS[0]!)], { qualificationQuestions: QUESTIONS })).toBe(0);
    expect(score([bot("Nice weather"), user("yes")], { qualificationQuestions: QUESTIONS })).toBe(0);
    const four = [
      ...one,
      bot(QUESTIONS[1]!),
      user("soon"),
      bot(QUESTIONS[2]!),
      user("5k"),
      bot(QUESTIONS[0]!),
      user("x"),
    ];
    expect(score(four, { qualificationQuestions: QUESTIONS })).toBe(QUALIFICATION_MAX_POINTS);
  });

  it("counts an assistant question about a qualification keyword without configured questions", () => {
    expect(score([bot("How big is your team?"), user("12 people")])).toBe(QUALIFICATION_ANSWER_POINTS);
    expect(score([bot("Our team is great."), user("ok")])).toBe(0);
  });

  it("counts purchase intent, a meeting asked for and a link issued", () => {
    expect(score([user("I want to buy")])).toBe(PURCHASE_INTENT_POINTS);
    expect(score([user("Can we book a demo")])).toBe(SCHEDULING_REQUEST_POINTS);
    expect(score([user("ok")], { schedulingLinkIssued: true })).toBe(SCHEDULED_POINTS);
  });

  it("lowers the score on disinterest, not below 0, and not after reconsidering", () => {
    const keen = [user("I'm interested, tell me more: ana@example.com"), user("what does it cost?")];
    const before = score(keen);
    expect(before).toBe(2 * INTEREST_KEYWORD_POINTS + EMAIL_POINTS + QUESTION_POINTS);
    expect(score([...keen, user("too expensive, no thanks")])).toBe(before - DISINTEREST_PENALTY);
    expect(score([user("no thanks")])).toBe(0);
    expect(score([...keen, user("no thanks"), user("actually, ok")])).toBe(before);
  });

  it("never exceeds 100", () => {
    const all = [
      bot(QUESTIONS[0]!),
      user(
        "I'm Ana Silva, ana@example.com, +1 555 123 4567. Interested! Tell me more about budget and timeline?",
      ),
      bot(QUESTIONS[1]!),
      user("I want to buy, can we schedule a call? what? how?"),
    ];
    expect(score(all, { qualificationQuestions: QUESTIONS, schedulingLinkIssued: true })).toBe(100);
  });

  it("is deterministic", () => {
    const messages = [bot(QUESTIONS[0]!), user("Tell me more? ana@example.com")];
    expect(assessLead(messages)).toEqual(assessLead(messages));
  });
});

describe("outcome, in order", () => {
  it("is null with no signal (shown as Unknown)", () => {
    expect(outcome([bot("Hi"), user("hello")])).toBeNull();
  });

  it("is scheduled once a link was issued, even after a later 'no thanks'", () => {
    expect(outcome([user("no thanks")], { schedulingLinkIssued: true })).toBe("scheduled");
  });

  it("is not_interested after a decline, before anything else", () => {
    expect(outcome([user("can we book a demo? ana@example.com"), user("hmm, not interested")])).toBe(
      "not_interested",
    );
  });

  it("is schedule_appointment when the visitor asked to book, even after reconsidering", () => {
    expect(outcome([user("Can I book a meeting?")])).toBe("schedule_appointment");
    expect(outcome([user("no thanks"), user("actually, can we schedule a call?")])).toBe(
      "schedule_appointment",
    );
  });

  it("is follow_up when an email or phone was left without booking", () => {
    expect(outcome([user("interested! ana@example.com")])).toBe("follow_up");
    expect(outcome([user("555-123-4567")])).toBe("follow_up");
    expect(outcome([user("my name is Ana")])).toBeNull();
  });

  it("is interested on interest phrases or a medium score", () => {
    expect(outcome([user("sounds good")])).toBe("interested");
    expect(outcome([user("I'm interested")])).toBe("interested");
    // No interest phrase: 3 questions (15), a purchase phrase (15) and 2 answers (20).
    const medium = [
      bot("What's your budget?"),
      user("pricing? costs? terms?"),
      bot("And your timeline?"),
      user("q3"),
    ];
    expect(assessLead(medium).score).toBeGreaterThanOrEqual(40);
    expect(outcome(medium)).toBe("interested");
  });
});
