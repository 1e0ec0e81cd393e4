/**
 * When a failed delivery is tried again: the first retry within a minute, then further apart,
 * about 18 hours in all (30 s, 2 min, 10 min, 30 min, 2 h, 5 h, 10 h), each pause moved by up
 * to a tenth either way so that an endpoint's many deliveries do not all return at once. After
 * the last retry fails the delivery is given up (failed).
 */
const PAUSES_MS = [30e3, 120e3, 600e3, 1_800e3, 7_200e3, 18_000e3, 36_000e3];

/** Attempts a delivery gets in all: the first and each retry. */
export const MAX_ATTEMPTS = PAUSES_MS.length + 1;

/** The pause before the next attempt after `attempts` failed ones; undefined when none is left. */
export function retryPauseMs(attempts: number, random: () => number = Math.random): number | undefined {
  const pause = PAUSES_MS[attempts - 1];
  if (pause === undefined) return undefined;
  return Math.round(pause * (0.9 + 0.2 * random()));
}
