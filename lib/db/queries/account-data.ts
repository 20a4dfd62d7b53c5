import "server-only";
import { randomUUID } from "node:crypto";
import { inTransaction, sqlFor, type Sql } from "../executor.ts";

// A person's own data, all of it (issue 15, ARCO): what the export reads, and what deleting the
// account removes. Nothing here ever reads a password hash, a session token or a provider token.

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** An exported record as the driver returns it: its timestamps are still dates (or strings), not ISO text. */
type StoredRow<T> = { [K in keyof T]: K extends "created_at" | "updated_at" ? Date | string : T[K] };

export interface ExportedSession {
  started_at: string | null;
  expires_at: string | null;
}

export async function sessionsForExport({ userId, sql }: { userId: string; sql?: Sql }): Promise<ExportedSession[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<{ created_at: Date | string; expires: Date | string }>(
    `SELECT created_at, expires FROM sessions WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return rows.map((r) => ({ started_at: iso(r.created_at), expires_at: iso(r.expires) }));
}

/** The hosted providers the account signs in with (their names only, never their tokens). */
export async function providersForExport({ userId, sql }: { userId: string; sql?: Sql }): Promise<string[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<{ provider: string }>(`SELECT provider FROM accounts WHERE user_id = $1 ORDER BY provider`, [userId]);
  return rows.map((r) => r.provider);
}

export interface ExportedMessage {
  id: string;
  thread_id: string;
  sender: string;
  text: string;
  status: string;
  citations: unknown;
  created_at: string | null;
}

export async function messagesForExport({ userId, sql }: { userId: string; sql?: Sql }): Promise<ExportedMessage[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<StoredRow<Omit<ExportedMessage, "thread_id"> & { conversation_id: string }>>(
    `SELECT id, conversation_id, sender, text, status, citations, created_at FROM chat_messages
     WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    thread_id: r.conversation_id,
    sender: r.sender,
    text: r.text,
    status: r.status,
    citations: typeof r.citations === "string" ? JSON.parse(r.citations) : (r.citations ?? null),
    created_at: iso(r.created_at),
  }));
}

export interface ExportedThread {
  id: string;
  title: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export async function threadsForExport({ userId, sql }: { userId: string; sql?: Sql }): Promise<ExportedThread[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<StoredRow<ExportedThread>>(
    `SELECT id, title, created_at, updated_at FROM conversations WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));
}

export interface ExportedLibraryItem {
  reference: string;
  book_osis: string;
  chapter: number;
  verses: string;
  text: string;
  color: string;
  note: string;
  created_at: string | null;
  updated_at: string | null;
}

export async function libraryForExport({ userId, sql }: { userId: string; sql?: Sql }): Promise<ExportedLibraryItem[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<StoredRow<ExportedLibraryItem>>(
    `SELECT reference, book_osis, chapter, verses, text, color, note, created_at, updated_at
     FROM library_items WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));
}

/**
 * Deletes the account and everything that hangs from it (sessions, provider links, messages, threads,
 * saved passages, mailed links: the foreign keys cascade), and, in the same transaction, keeps the
 * subscription's billing facts without the person (retained_subscriptions). Counting keys that carry
 * the user id go too. Returns false when the account was already gone.
 */
export async function deleteAccountKeepingBilling({
  userId,
  finalStatus,
  now,
}: {
  userId: string;
  /** The subscription's status after the provider cancelled it (its webhook will not be applied). */
  finalStatus: string | null;
  now: Date;
}): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [user] = await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    if (!user) return false;
    await tx.query(
      `INSERT INTO retained_subscriptions (id, stripe_customer_id, stripe_subscription_id, price_id, plan, status,
         current_period_end, provider, subscribed_at, account_deleted_at)
       SELECT $2, stripe_customer_id, stripe_subscription_id, price_id, plan, COALESCE($4, status),
         current_period_end, provider, created_at, $3
       FROM subscriptions WHERE user_id = $1
       ON CONFLICT (stripe_subscription_id) DO NOTHING`,
      [userId, randomUUID(), now, finalStatus],
    );
    await tx.query(`DELETE FROM usage_counters WHERE key LIKE $1 OR key LIKE $2`, [
      `free:${userId}:%`,
      `paid:${userId}:%`,
    ]);
    await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
    return true;
  });
}

/** Whether a Stripe subscription or customer belonged to an account that was deleted. */
export async function isRetainedSubscription({
  subscriptionId,
  customerId,
  sql,
}: {
  subscriptionId?: string | null;
  customerId?: string | null;
  sql?: Sql;
}): Promise<boolean> {
  if (!subscriptionId && !customerId) return false;
  const rows = await (
    await sqlFor(sql)
  ).query(
    `SELECT 1 FROM retained_subscriptions
     WHERE ($1::text IS NOT NULL AND stripe_subscription_id = $1) OR ($2::text IS NOT NULL AND stripe_customer_id = $2)
     LIMIT 1`,
    [subscriptionId ?? null, customerId ?? null],
  );
  return rows.length > 0;
}

/** The billing facts kept for deleted accounts (tests and the operator's checks). */
export async function retainedSubscriptionFor({
  subscriptionId,
}: {
  subscriptionId: string;
}): Promise<Record<string, unknown> | null> {
  const [row] = await (
    await sqlFor(undefined)
  ).query<Record<string, unknown>>(`SELECT * FROM retained_subscriptions WHERE stripe_subscription_id = $1`, [
    subscriptionId,
  ]);
  return row ?? null;
}
