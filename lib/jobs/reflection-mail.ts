import "server-only";
import { serverEnv } from "../env.ts";
import { runReflectionMail } from "../reflections/mail.ts";
import { everyInterval } from "./schedule.ts";

// Schedules the morning reflection e-mail (lib/reflections/mail.ts) in the server process: at start
// and every REFLECTION_MAIL_INTERVAL_MS (5 minutes). Each run claims each person's mail for the day
// in the database, so every instance can run it; within one process runs never overlap.

let running = false;

async function runLogged(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const r = await runReflectionMail();
    if (r.sent || r.failed) console.log(`[reflections] morning e-mail: ${r.sent} sent, ${r.failed} failed`);
  } catch (err) {
    // A failed run is retried at the next tick; it must never take the server down.
    console.error("[reflections] morning e-mail run failed", err);
  } finally {
    running = false;
  }
}

const schedule = everyInterval(runLogged);

export function startReflectionMail({
  intervalMs = serverEnv().REFLECTION_MAIL_INTERVAL_MS,
}: { intervalMs?: number } = {}): void {
  void schedule.start(intervalMs);
}

export function stopReflectionMail(): void {
  schedule.stop();
}
