import { randomUUID } from "node:crypto";
import { getDb } from "../db/index.ts";
import type { RawSql } from "../db/raw.ts";

// All reads and writes of the subscriptions and processed_webhook_events tables.

type Sql = Pick<RawSql, "query">;

export interface StoredSubscription {
  userId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  priceId: string | null;
  plan: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  lastEventAt: Date | null;
  provider: string;
}

interface Row {
  user_id: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  price_id: string | null;
  plan: string | null;
  status: string;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
  last_event_at: Date | string | null;
  provider: string;
}

const COLUMNS = `user_id, stripe_customer_id, stripe_subscription_id, price_id, plan, status,
  current_period_end, cancel_at_period_end, last_event_at, provider`;

const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function fromRow(r: Row): StoredSubscription {
  return {
    userId: r.user_id,
    stripeCustomerId: r.stripe_customer_id,
    stripeSubscriptionId: r.stripe_subscription_id,
    priceId: r.price_id,
    plan: r.plan,
    status: r.status,
    currentPeriodEnd: asDate(r.current_period_end),
    cancelAtPeriodEnd: r.cancel_at_period_end,
    lastEventAt: asDate(r.last_event_at),
    provider: r.provider,
  };
}

export async function findSubscriptionByUser(userId: string, sql?: Sql): Promise<StoredSubscription | null> {
  const q = sql ?? (await getDb()).raw;
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1`, [userId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The stored row for this user, locked until the transaction ends (serialises concurrent events). */
export async function lockSubscriptionByUser(sql: Sql, userId: string): Promise<StoredSubscription | null> {
  const rows = await sql.query<Row>(`SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 FOR UPDATE`, [userId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Which of our users a Stripe subscription or customer belongs to, if we have seen it. */
export async function findUserIdForStripe(
  sql: Sql,
  ids: { subscriptionId?: string | null; customerId?: string | null },
): Promise<string | null> {
  if (ids.subscriptionId) {
    const rows = await sql.query<{ user_id: string }>(`SELECT user_id FROM subscriptions WHERE stripe_subscription_id = $1`, [ids.subscriptionId]);
    if (rows[0]) return rows[0].user_id;
  }
  if (ids.customerId) {
    const rows = await sql.query<{ user_id: string }>(
      `SELECT user_id FROM subscriptions WHERE stripe_customer_id = $1 ORDER BY updated_at DESC LIMIT 1`,
      [ids.customerId],
    );
    if (rows[0]) return rows[0].user_id;
  }
  return null;
}

export async function userExists(sql: Sql, userId: string): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
  return rows.length > 0;
}

export async function findUserEmail(userId: string): Promise<string | null> {
  const { raw } = await getDb();
  const rows = await raw.query<{ email: string | null }>(`SELECT email FROM users WHERE id = $1`, [userId]);
  return rows[0]?.email ?? null;
}

/**
 * Records an event id; false when it was already recorded. Done first inside the transaction that
 * applies the event, so a concurrent duplicate waits on the row and then finds it taken.
 */
export async function recordEvent(sql: Sql, id: string, type: string): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, type],
  );
  return rows.length > 0;
}

export type SubscriptionWrite = Omit<StoredSubscription, "lastEventAt"> & { lastEventAt: Date };

/**
 * Writes the state for one user. A concurrent writer for the same new user (no row to lock yet) only
 * overwrites when its event is not older, so the newest event wins either way.
 */
export async function saveSubscription(sql: Sql, s: SubscriptionWrite): Promise<void> {
  await sql.query(
    `INSERT INTO subscriptions (id, user_id, stripe_customer_id, stripe_subscription_id, price_id, plan, status,
       current_period_end, cancel_at_period_end, last_event_at, provider, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     ON CONFLICT (user_id) DO UPDATE SET
       stripe_customer_id = EXCLUDED.stripe_customer_id,
       stripe_subscription_id = EXCLUDED.stripe_subscription_id,
       price_id = EXCLUDED.price_id,
       plan = EXCLUDED.plan,
       status = EXCLUDED.status,
       current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = EXCLUDED.cancel_at_period_end,
       last_event_at = EXCLUDED.last_event_at,
       provider = EXCLUDED.provider,
       updated_at = now()
     WHERE subscriptions.last_event_at IS NULL OR subscriptions.last_event_at <= EXCLUDED.last_event_at`,
    [
      randomUUID(),
      s.userId,
      s.stripeCustomerId,
      s.stripeSubscriptionId,
      s.priceId,
      s.plan,
      s.status,
      s.currentPeriodEnd,
      s.cancelAtPeriodEnd,
      s.lastEventAt,
      s.provider,
    ],
  );
}
