import "server-only";
import { getDb } from "../index.ts";

// Attempt windows on usage_counters rows (sign-in failures, sign-ups): a window starts with its first
// attempt and lasts a fixed time. Taking an attempt is one statement that only counts while the window
// has room (or has ended, which starts a new one), so concurrent requests can never overshoot it.

/** Takes one attempt from the window `key`; returns the new count, or null when the window is full. */
export async function takeWindowUnit({
  key,
  limit,
  expiresAt,
}: {
  key: string;
  limit: number;
  expiresAt: Date;
}): Promise<number | null> {
  if (limit <= 0) return null;
  const { raw } = await getDb();
  const rows = await raw.query<{ count: number }>(
    `INSERT INTO usage_counters (key, count, expires_at, updated_at) VALUES ($1, 1, $2, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN usage_counters.expires_at <= now() THEN 1 ELSE usage_counters.count + 1 END,
       expires_at = CASE WHEN usage_counters.expires_at <= now() THEN EXCLUDED.expires_at ELSE usage_counters.expires_at END,
       updated_at = now()
       WHERE usage_counters.expires_at <= now() OR usage_counters.count < $3
     RETURNING count`,
    [key, expiresAt, limit],
  );
  return rows[0]?.count ?? null;
}
