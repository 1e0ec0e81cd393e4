/**
 * Which engine answers visitors on this installation: the built-in one, which needs no
 * outside service, so a self-hoster gets a working assistant on the first start; or, when
 * LLM_BASE_URL and LLM_MODEL are set, the LLM engine, with the built-in one as its fallback.
 */
import type { AppContext } from "../../../context";
import { createBuiltInEngine } from "./built-in/built-in-engine";
import type { SalesbotEngine } from "./engine";
import { createLlmEngine, type FallbackLog } from "./llm/llm-engine";

/** The engine that answers on this installation; `log` hears each time the LLM engine falls back. */
export function createSalesbotEngine(ctx: AppContext, log?: FallbackLog): SalesbotEngine {
  const builtIn = createBuiltInEngine();
  return ctx.config.llm ? createLlmEngine(ctx.config.llm, ctx.db, builtIn, log) : builtIn;
}
