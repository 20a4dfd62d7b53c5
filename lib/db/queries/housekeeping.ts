import "server-only";
import { getDb } from "../index.ts";

// Deleting rows that can no longer mean anything, so tables stay small and nothing personal is kept
// longer than needed: expired sessions, ended counting windows (quota units, sign-in and sign-up
// attempts: their keys hold pseudonymised e-mails and IPs), expired sign-in tokens and the demo chat's
// turns once their 24 hours are over.

export interface PurgeCounts {
  sessions: number;
  counters: number;
  verificationTokens: number;
  guestTurns: number;
}

export async function purgeExpiredRows({ now = new Date() }: { now?: Date } = {}): Promise<PurgeCounts> {
  const { raw } = await getDb();
  const count = async (sql: string) =>
    (await raw.query<{ n: number }>(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, [now]))[0]
      .n;
  return {
    sessions: await count(`DELETE FROM sessions WHERE expires <= $1`),
    counters: await count(`DELETE FROM usage_counters WHERE expires_at <= $1`),
    // next-auth's tokens and the links Berea mails (password reset, e-mail confirmation).
    verificationTokens:
      (await count(`DELETE FROM verification_tokens WHERE expires <= $1`)) +
      (await count(`DELETE FROM account_tokens WHERE expires_at <= $1`)),
    guestTurns: await count(`DELETE FROM guest_turns WHERE expires_at <= $1`),
  };
}
