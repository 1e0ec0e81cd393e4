/**
 * The sales assistant the chat tests, the engine tests and the chat bench talk to: Ava, of a web
 * design studio, set up as an owner would (prices, the three default qualification questions, a
 * booking button, a portfolio video). A test names only what it changes.
 */
export const DEMO_VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

export const ASSISTANT_FIXTURE = {
  isEnabled: true,
  botName: "Ava",
  salesPersonality: "friendly",
  primaryGoal: "schedule_appointment",
  businessType: "web design studio",
  services: ["Website design", "Hosting"],
  priceRanges: { "Website design": 1500, Hosting: 20 },
  companyInfo:
    "Acme builds fast websites for small businesses. We have worked with over 200 clients since 2012. Our office is in Lisbon.",
  leadQualificationQuestions: [
    "What is the biggest challenge you are hoping to solve?",
    "What is your timeline for making a decision?",
    "What budget range do you have in mind?",
  ],
  ctaButtons: [{ name: "Book a call", description: "30 minutes", url: "https://cal.example.com/ana" }],
  mediaAssets: [
    {
      type: "youtube",
      url: DEMO_VIDEO,
      title: "Our work in 2 minutes",
      triggers: { keywords: ["portfolio", "examples"] },
    },
  ],
} as const;

/** The card the assistant speaks for, as the engines read it: Ana Silva of Acme. */
export const ASSISTANT_CARD = {
  id: 1,
  name: "Ana Silva",
  company: "Acme",
  title: null,
  email: "ana@acme.test",
  phone: null,
  website: null,
  slug: "ana",
};
