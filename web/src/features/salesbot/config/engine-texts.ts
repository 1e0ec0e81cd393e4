/**
 * What the settings screen says about the engine that answers visitors, and what each setting
 * does in it: the built-in assistant composes its replies from the settings and follows no free
 * text; a language model reads them all, custom instructions included.
 */
import type { SalesbotEngineInfo } from "@core/salesbot/engine-info";

export interface EngineTexts {
  title: string;
  summary: string;
  settings: { name: string; effect: string }[];
  customInstructionsHint: string;
}

/** What custom instructions are for: said where a language model reads them, or the engine is not known. */
export const INSTRUCTIONS_HINT =
  "How the assistant should behave beyond the settings above, e.g. 'Mention our free consultation'.";

const BUILT_IN: EngineTexts = {
  title: "Answered by the built-in assistant",
  summary:
    "This installation has no language model connected, so the built-in assistant answers your visitors. It composes each reply from the settings below, the same way every time.",
  settings: [
    { name: "Personality", effect: "Sets the wording of greetings, thanks and follow-ups." },
    {
      name: "Primary goal",
      effect: "Decides the step it suggests once every qualification question is asked.",
    },
    {
      name: "Business type, services and prices",
      effect: "Quoted when visitors ask what you offer or what it costs, in the currency you pick.",
    },
    {
      name: "Company information",
      effect: "The sentences that share words with a visitor's question are quoted as they are.",
    },
    { name: "Qualification questions", effect: "Asked one at a time, in your order." },
    { name: "Custom instructions", effect: "Not used: the built-in assistant follows no free text." },
    { name: "Buttons and media", effect: "Shown when their conditions are met." },
  ],
  customInstructionsHint:
    "The built-in assistant that answers now does not read these; they take effect when a language model is connected.",
};

function model(seconds: number): EngineTexts {
  return {
    title: "Answered by a language model",
    summary: `A language model writes the replies to your visitors from the settings below. If it writes nothing within ${seconds} seconds, or cannot be reached, the built-in assistant answers instead.`,
    settings: [
      { name: "Personality and primary goal", effect: "Set the model's tone and what it works towards." },
      {
        name: "Business type, services, prices and company information",
        effect: "The only facts it may state; it is told not to invent others.",
      },
      { name: "Qualification questions", effect: "Worked into the conversation." },
      { name: "Custom instructions", effect: "Followed, within the assistant's safety rules." },
      { name: "Buttons and media", effect: "Shown when their conditions are met, whoever writes the reply." },
    ],
    customInstructionsHint: INSTRUCTIONS_HINT,
  };
}

export function engineTexts(info: SalesbotEngineInfo): EngineTexts {
  return info.engine === "llm" ? model(info.firstTokenSeconds) : BUILT_IN;
}
