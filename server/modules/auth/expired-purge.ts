/**
 * Sessions, reset links and sign-in challenges that can no longer be used are deleted: at start,
 * then every hour, with the shared limits' expired rows (sign-in failures, rate-limit windows),
 * the sales assistant's spent token counters and audit events past their retention. They would otherwise pile up for ever (every sign-in
 * makes a session row, every reset request a token row, every visitor a counter per day). A
 * failure is logged and the next run tries again. With several processes, only the runner
 * (server/cluster/) purges on the interval.
 */
import type { FastifyBaseLogger } from "fastify";
import { deleteExpiredWindows } from "../../cluster/database-rate-limit-store";
import { type PeriodicJob, startPeriodicJob } from "../../cluster/periodic-job";
import type { Db } from "../../db/client";
import { deleteExpiredSessions } from "../../plugins/sessions-repo";
import { deleteOldAuditEvents } from "../audit/record";
import { deleteStaleTokenCounters } from "../salesbot/engine/llm/token-usage";
import { deleteExpiredChallenges } from "../sign-in/challenges";
import { deleteExpiredSignInRecords } from "./database-sign-in-guard";
import { deleteDeadResetTokens } from "./reset-repo";

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type ExpiredPurge = PeriodicJob;

export function startExpiredPurge(options: {
  db: Db;
  log: FastifyBaseLogger;
  /** How long audit events are kept (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** Whether this process runs the periodic work now; always, with one process. */
  isRunner?: () => boolean;
  intervalMs?: number;
}): ExpiredPurge {
  const { db } = options;
  return startPeriodicJob({
    work: async () => {
      await Promise.all([
        deleteExpiredSessions(db),
        deleteDeadResetTokens(db),
        deleteExpiredSignInRecords(db),
        deleteExpiredWindows(db),
        deleteStaleTokenCounters(db),
        deleteExpiredChallenges(db),
        deleteOldAuditEvents(db, options.auditRetentionDays),
      ]);
    },
    log: options.log,
    failure: "purging expired sessions and reset links failed",
    intervalMs: options.intervalMs ?? PURGE_INTERVAL_MS,
    isRunner: options.isRunner,
  });
}
