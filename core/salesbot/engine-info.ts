/**
 * GET /api/salesbot/engine: which engine answers visitors on this installation, for the settings
 * screen to say so and what each setting does in it. 'built-in' answers from the configuration
 * alone; 'llm' is a language model, with the built-in engine answering when the model writes
 * nothing within firstTokenSeconds.
 */
import { z } from "zod";

export const salesbotEngineInfoSchema = z.union([
  z.object({ engine: z.literal("built-in") }),
  z.object({ engine: z.literal("llm"), firstTokenSeconds: z.number() }),
]);
export type SalesbotEngineInfo = z.output<typeof salesbotEngineInfoSchema>;
