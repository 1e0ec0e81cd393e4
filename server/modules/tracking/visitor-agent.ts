/**
 * What the user agent says about a visitor: a known bot, or which device. Most visitors
 * share a few dozen agent strings, so answers are remembered (bounded) instead of running
 * the bot patterns and the device parser for every event.
 */
import { isbot } from "isbot";
import { describeDevice } from "./device";

export interface AgentFacts {
  bot: boolean;
  device: string;
}

/** Enough for every common browser version at once; an attacker cycling agents only costs a re-parse. */
const MAX_REMEMBERED = 2000;
const remembered = new Map<string, AgentFacts>();

export function agentFacts(userAgent: string | undefined): AgentFacts {
  const agent = userAgent ?? "";
  const known = remembered.get(agent);
  if (known) return known;
  const facts = { bot: agent !== "" && isbot(agent), device: describeDevice(agent) };
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(agent, facts);
  return facts;
}
