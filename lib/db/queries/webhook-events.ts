import "server-only";
import type { Sql } from "../executor.ts";

// processed_webhook_events: the ids of billing events already applied, so each applies once.

/**
 * Records an event id; false when it was already recorded. Done first inside the transaction that
 * applies the event, so a concurrent duplicate waits on the row and then finds it taken.
 */
export async function recordEvent({ id, type, sql }: { id: string; type: string; sql: Sql }): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, type],
  );
  return rows.length > 0;
}
