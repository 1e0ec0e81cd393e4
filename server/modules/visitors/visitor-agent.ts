/**
 * What the user agent says about a visitor: a known bot, or which device. Most visitors
 * share a few dozen agent strings, so answers are remembered (bounded) instead of running
 * the bot patterns and the device parser for every event.
 */
import { isbot } from "isbot";
import { boundedMemo } from "../../lib/bounded-memo";
import { describeDevice } from "./device";

export interface AgentFacts {
  bot: boolean;
  device: string;
}

/** Enough for every common browser version at once; an attacker cycling agents only costs a re-parse. */
const factsOf = boundedMemo(
  2000,
  (agent): AgentFacts => ({
    bot: agent !== "" && isbot(agent),
    device: describeDevice(agent),
  }),
);

export function agentFacts(userAgent: string | undefined): AgentFacts {
  return factsOf(userAgent ?? "");
}
