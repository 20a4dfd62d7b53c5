import "server-only";
import { sqlFor, type Sql } from "../executor.ts";

// Every statement on guest_turns: the landing demo's answered questions, kept until `expires_at`
// (24 hours) and purged by housekeeping. A row is only ever read together with its demo key (the
// hash of the httpOnly demo cookie), so knowing someone's guest id is not enough to read their demo.

export interface GuestTurnRow {
  question: string;
  answer: string;
  citations: unknown;
  createdAt: Date;
}

interface RawRow {
  question: string;
  answer: string;
  citations: unknown;
  created_ms: number | string;
}

const fromRaw = (r: RawRow): GuestTurnRow => ({
  question: r.question,
  answer: r.answer,
  citations: typeof r.citations === "string" ? JSON.parse(r.citations) : r.citations,
  createdAt: new Date(Number(r.created_ms)),
});

export async function insertGuestTurn({
  id,
  guestId,
  demoKey,
  question,
  answer,
  citations,
  createdAt,
  expiresAt,
  sql,
}: {
  id: string;
  guestId: string;
  demoKey: string;
  question: string;
  answer: string;
  citations: unknown[];
  createdAt: Date;
  expiresAt: Date;
  sql?: Sql;
}): Promise<void> {
  await (
    await sqlFor(sql)
  ).query(
    `INSERT INTO guest_turns (id, guest_id, demo_key, question, answer, citations, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [id, guestId, demoKey, question, answer, JSON.stringify(citations), createdAt, expiresAt],
  );
}

/** The demo's newest unexpired turns for this guest id and demo key, oldest first. */
export async function recentGuestTurns({
  guestId,
  demoKey,
  now,
  take,
  sql,
}: {
  guestId: string;
  demoKey: string;
  now: Date;
  take: number;
  sql?: Sql;
}): Promise<GuestTurnRow[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<RawRow>(
    `SELECT question, answer, citations, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM guest_turns
      WHERE demo_key = $1 AND guest_id = $2 AND expires_at > $3
      ORDER BY created_at DESC, id DESC LIMIT $4`,
    [demoKey, guestId, now, take],
  );
  return rows.reverse().map(fromRaw);
}

/**
 * Removes and returns the demo's unexpired turns (oldest first) for this demo key and, when given,
 * guest id. Removing is what makes carrying a demo over happen once: two sign-ups racing for the
 * same demo cannot both get its rows.
 */
export async function takeGuestTurns({
  demoKey,
  guestId,
  now,
  sql,
}: {
  demoKey: string;
  guestId?: string;
  now: Date;
  sql?: Sql;
}): Promise<GuestTurnRow[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<RawRow & { id: string }>(
    `DELETE FROM guest_turns
      WHERE demo_key = $1 AND ($2::text IS NULL OR guest_id = $2) AND expires_at > $3
      RETURNING id, question, answer, citations, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`,
    [demoKey, guestId ?? null, now],
  );
  return rows.sort((a, b) => Number(a.created_ms) - Number(b.created_ms) || a.id.localeCompare(b.id)).map(fromRaw);
}
