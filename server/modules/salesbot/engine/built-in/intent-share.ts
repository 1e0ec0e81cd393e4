/**
 * How often the built-in assistant reads a visitor's message right: the share of the intent
 * fixture whose main intent (core/salesbot/visitor-intent.ts) is the one a person reads, and
 * the messages it misreads.
 */
import { mainIntent, type VisitorIntent } from "../../../../../core/salesbot/visitor-intent";
import { INTENT_FIXTURE } from "./intent-fixture";

export interface IntentShare {
  right: number;
  total: number;
  /** right / total, 0 to 1. */
  share: number;
  misread: { message: string; expected: VisitorIntent; read: VisitorIntent }[];
}

export function intentShare(fixture = INTENT_FIXTURE): IntentShare {
  const misread: IntentShare["misread"] = [];
  for (const [message, expected] of fixture) {
    const read = mainIntent(message);
    if (read !== expected) misread.push({ message, expected, read });
  }
  const right = fixture.length - misread.length;
  return { right, total: fixture.length, share: fixture.length === 0 ? 0 : right / fixture.length, misread };
}
