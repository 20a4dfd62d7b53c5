import "server-only";
import { purgeExpiredRows, type PurgeCounts } from "../db/queries/housekeeping.ts";
import { serverEnv } from "../env.ts";
import { everyInterval } from "./schedule.ts";

// The housekeeping job: at start and then every hour, delete expired sessions, ended counting windows,
// expired sign-in tokens and demo chat turns older than 24 hours (lib/db/queries/housekeeping.ts). Every instance runs it; the deletes are
// idempotent, so several instances on one PostgreSQL only repeat each other's work.

export async function runHousekeeping(now: Date = new Date()): Promise<PurgeCounts> {
  return purgeExpiredRows({ now });
}

async function runLogged(): Promise<void> {
  try {
    const n = await runHousekeeping();
    if (n.sessions || n.counters || n.verificationTokens || n.guestTurns) {
      console.log(
        `[housekeeping] deleted ${n.sessions} expired sessions, ${n.counters} ended counters, ${n.verificationTokens} expired tokens, ${n.guestTurns} expired demo turns`,
      );
    }
  } catch (err) {
    // A failed run is retried at the next tick; it must never take the server down.
    console.error("[housekeeping] run failed", err);
  }
}

const schedule = everyInterval(runLogged);

/** Runs the job now and then every HOUSEKEEPING_INTERVAL_MS (an hour); returns when the first run is done. */
export async function startHousekeeping({
  intervalMs = serverEnv().HOUSEKEEPING_INTERVAL_MS,
}: { intervalMs?: number } = {}): Promise<void> {
  await schedule.start(intervalMs);
}

export function stopHousekeeping(): void {
  schedule.stop();
}
