import "server-only";
import { sqlFor, type Sql } from "../executor.ts";

// Atomic counting on usage_counters rows. A reservation is a single statement that only increments
// while the count is under the limit, so concurrent requests can never overshoot it, on PGlite or on
// PostgreSQL, with one instance or many.

/** One unit taken from the window `key` while it has room; `expiresAt` dates a window the take opens. */
interface WindowUnit {
  key: string;
  limit: number;
  expiresAt: Date;
  sql?: Sql;
}

/** Runs one counting statement ($1 key, $2 expires_at, $3 limit); the new count, or null when full. */
async function takeOne(statement: string, { key, limit, expiresAt, sql }: WindowUnit): Promise<number | null> {
  if (limit <= 0) return null;
  const rows = await (await sqlFor(sql)).query<{ count: number }>(statement, [key, expiresAt, limit]);
  return rows[0]?.count ?? null;
}

/** Takes one unit from the quota window `key`; returns the new count, or null when the limit is reached. */
export function reserveUnit(unit: WindowUnit): Promise<number | null> {
  return takeOne(
    `INSERT INTO usage_counters (key, count, expires_at, updated_at) VALUES ($1, 1, $2, now())
     ON CONFLICT (key) DO UPDATE SET count = usage_counters.count + 1, updated_at = now()
       WHERE usage_counters.count < $3
     RETURNING count`,
    unit,
  );
}

/** Gives a unit back (a failed answer must not cost the user anything). */
export async function releaseUnit({ key, sql }: { key: string; sql?: Sql }): Promise<void> {
  await (
    await sqlFor(sql)
  ).query(`UPDATE usage_counters SET count = count - 1, updated_at = now() WHERE key = $1 AND count > 0`, [key]);
}

export async function readCount({ key, sql }: { key: string; sql?: Sql }): Promise<number> {
  const rows = await (
    await sqlFor(sql)
  ).query<{ count: number }>(`SELECT count FROM usage_counters WHERE key = $1 AND expires_at > now()`, [key]);
  return rows[0]?.count ?? 0;
}

/**
 * Takes one attempt from the window `key` (sign-in failures, sign-ups): a window starts with its first
 * attempt and lasts until `expiresAt`; an ended window starts over. Returns the new count, or null when
 * the window is full.
 */
export function takeWindowUnit(unit: WindowUnit): Promise<number | null> {
  return takeOne(
    `INSERT INTO usage_counters (key, count, expires_at, updated_at) VALUES ($1, 1, $2, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN usage_counters.expires_at <= now() THEN 1 ELSE usage_counters.count + 1 END,
       expires_at = CASE WHEN usage_counters.expires_at <= now() THEN EXCLUDED.expires_at ELSE usage_counters.expires_at END,
       updated_at = now()
       WHERE usage_counters.expires_at <= now() OR usage_counters.count < $3
     RETURNING count`,
    unit,
  );
}

export async function clearCounter({ key, sql }: { key: string; sql?: Sql }): Promise<void> {
  await (await sqlFor(sql)).query(`DELETE FROM usage_counters WHERE key = $1`, [key]);
}
