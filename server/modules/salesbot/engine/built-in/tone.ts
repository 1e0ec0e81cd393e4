/**
 * How the built-in assistant words things for each sales personality and goal.
 * Plain text only: the widget escapes it. Nothing here names a meeting ('call', 'schedule',
 * 'meeting', ...) except the invitations, because core's CTA rules read such words in an
 * assistant message as an invitation to book (core/salesbot/cta-visibility.ts).
 */
import type { PrimaryGoal, SalesPersonality } from "../../../../../core/salesbot/vocabulary";

export interface Tone {
  greeting: string;
  /** After the visitor answers a qualification question. */
  thanksForAnswer: string;
  /** Before a qualification question. */
  askLead: string;
  /** When nothing the visitor said matched what the card can answer. */
  notSure: string;
  /** The polite close after the visitor declines. */
  close: string;
  /** When the visitor is ready to buy. */
  eager: string;
  /** When the visitor hesitates (price, doubts, competitors). */
  reassure: string;
}

export const TONES: Record<SalesPersonality, Tone> = {
  professional: {
    greeting: "Hello",
    thanksForAnswer: "Thank you, that is helpful.",
    askLead: "",
    notSure: "Thank you for your message.",
    close: "Understood. Thank you for your time.",
    eager: "Excellent.",
    reassure: "That is a fair concern, and we can look at options that fit your situation.",
  },
  friendly: {
    greeting: "Hi there",
    thanksForAnswer: "Thanks, that's really helpful!",
    askLead: "Can I ask you something? ",
    notSure: "Thanks for reaching out!",
    close: "No problem at all, thanks for stopping by!",
    eager: "Wonderful!",
    reassure: "I totally understand! We can work out something that fits you.",
  },
  consultative: {
    greeting: "Hello",
    thanksForAnswer: "Thank you for sharing that; it helps me understand your situation.",
    askLead: "To understand your needs better: ",
    notSure: "Thank you for your message. I'd like to understand what you need.",
    close: "I understand, and I appreciate your honesty. Thank you for your time.",
    eager: "That's great to hear.",
    reassure: "That's an important point. Let's look at what would make this work for you.",
  },
  aggressive: {
    greeting: "Hi",
    thanksForAnswer: "Great, thanks.",
    askLead: "Quick question: ",
    notSure: "Thanks for your message.",
    close: "Understood. If you change your mind, we'll be here.",
    eager: "Great choice!",
    reassure: "I hear you, but the results are worth it, and we can find an option that works for you.",
  },
};

/** What the assistant can help with, by goal, in the welcome (no meeting words: see above). */
export const GOAL_INTRO: Record<PrimaryGoal, string> = {
  schedule_appointment: "I can answer your questions and help you find a time to talk.",
  generate_lead: "I can answer your questions and make sure the right person gets back to you.",
  make_sale: "I can answer your questions and help you get started.",
};
