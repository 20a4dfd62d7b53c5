import "server-only";
import { sqlFor, type Sql } from "../executor.ts";

// Atomic counting on usage_counters rows. A reservation is a single statement that only increments
// while the count is under the limit, so concurrent requests can never overshoot it, on PGlite or on
// PostgreSQL, with one instance or many.

/** Takes one unit from the window `key`; returns the new count, or null when the limit is reached. */
export async function reserveUnit({
  key,
  limit,
  expiresAt,
  sql,
}: {
  key: string;
  limit: number;
  expiresAt: Date;
  sql?: Sql;
}): Promise<number | null> {
  if (limit <= 0) return null;
  const rows = await (
    await sqlFor(sql)
  ).query<{ count: number }>(
    `INSERT INTO usage_counters (key, count, expires_at, updated_at) VALUES ($1, 1, $2, now())
     ON CONFLICT (key) DO UPDATE SET count = usage_counters.count + 1, updated_at = now()
       WHERE usage_counters.count < $3
     RETURNING count`,
    [key, expiresAt, limit],
  );
  return rows[0]?.count ?? null;
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

/** Counts one event without a limit check (e.g. a failed sign-in); returns the new count. */
export async function incrementCounter({
  key,
  expiresAt,
  sql,
}: {
  key: string;
  expiresAt: Date;
  sql?: Sql;
}): Promise<number> {
  const rows = await (
    await sqlFor(sql)
  ).query<{ count: number }>(
    `INSERT INTO usage_counters (key, count, expires_at, updated_at) VALUES ($1, 1, $2, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN usage_counters.expires_at <= now() THEN 1 ELSE usage_counters.count + 1 END,
       expires_at = CASE WHEN usage_counters.expires_at <= now() THEN EXCLUDED.expires_at ELSE usage_counters.expires_at END,
       updated_at = now()
     RETURNING count`,
    [key, expiresAt],
  );
  return rows[0].count;
}

export async function clearCounter({ key, sql }: { key: string; sql?: Sql }): Promise<void> {
  await (await sqlFor(sql)).query(`DELETE FROM usage_counters WHERE key = $1`, [key]);
}
