/**
 * Password hashing as requests use it: every hash and check takes a slot of the process's
 * hash limiter (hash-limiter.ts, decision 024), one slot per core but one. A check
 * against the decoy, or beside it (verifyPasswordAtCost), is one check: it takes one slot,
 * whether the account exists or not, so the wait for it tells nothing either.
 */
import { availableParallelism } from "node:os";
import { createHashLimiter, type HashLimiter } from "./hash-limiter";
import { hashPassword, verifyPassword, verifyPasswordAtCost } from "./passwords";

export interface PasswordHashing {
  hash(password: string, logN: number): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** verifyPasswordAtCost: as long for an unknown or cheaply hashed account as for any other. */
  verifyAtCost(password: string, stored: string | undefined, logN: number): Promise<boolean>;
  /** A hash for a batch import: waits for its slot however long that takes, never 503. */
  hashPatiently(password: string, logN: number): Promise<string>;
}

/**
 * Hashes at once: every core but one, which stays with the event loop (decision 024). With
 * every core hashing, the mixed bench's tracking p99 was 139-165 ms on two cores; with one
 * left, 62-82 ms.
 */
function hashSlots(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * One limiter per queue length, for the whole process: the cores are the process's, whichever
 * app (tests build several) asks. In a server there is one.
 */
const limiters = new Map<number, HashLimiter>();

export function passwordHashing(queueLength: number): PasswordHashing {
  let limiter = limiters.get(queueLength);
  if (!limiter) {
    limiter = createHashLimiter({ slots: hashSlots(), queueLength });
    limiters.set(queueLength, limiter);
  }
  const bounded = limiter;
  return {
    hash: (password, logN) => bounded.run(() => hashPassword(password, logN)),
    verify: (password, stored) => bounded.run(() => verifyPassword(password, stored)),
    verifyAtCost: (password, stored, logN) => bounded.run(() => verifyPasswordAtCost(password, stored, logN)),
    hashPatiently: (password, logN) => bounded.runPatiently(() => hashPassword(password, logN)),
  };
}
