import "server-only";
import { randomUUID } from "node:crypto";
import type { Subscription } from "../generated/client.ts";
import { sqlFor, type Sql } from "../executor.ts";

// The subscriptions table: each user's billing state as the last applied event left it.

export type StoredSubscription = Pick<
  Subscription,
  | "userId"
  | "stripeCustomerId"
  | "stripeSubscriptionId"
  | "priceId"
  | "plan"
  | "status"
  | "currentPeriodEnd"
  | "cancelAtPeriodEnd"
  | "lastEventAt"
  | "provider"
>;

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

export async function findSubscriptionByUser({
  userId,
  sql,
}: {
  userId: string;
  sql?: Sql;
}): Promise<StoredSubscription | null> {
  const rows = await (
    await sqlFor(sql)
  ).query<Row>(`SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1`, [userId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The stored row for this user, locked until the transaction ends (serialises concurrent events). */
export async function lockSubscriptionByUser({
  userId,
  sql,
}: {
  userId: string;
  sql: Sql;
}): Promise<StoredSubscription | null> {
  const rows = await sql.query<Row>(`SELECT ${COLUMNS} FROM subscriptions WHERE user_id = $1 FOR UPDATE`, [userId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Which of our users a Stripe subscription or customer belongs to, if we have seen it. */
export async function findUserIdForStripe({
  sql,
  ...ids
}: {
  subscriptionId?: string | null;
  customerId?: string | null;
  sql: Sql;
}): Promise<string | null> {
  if (ids.subscriptionId) {
    const rows = await sql.query<{ user_id: string }>(
      `SELECT user_id FROM subscriptions WHERE stripe_subscription_id = $1`,
      [ids.subscriptionId],
    );
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

export type SubscriptionWrite = Omit<StoredSubscription, "lastEventAt"> & { lastEventAt: Date };

/**
 * Writes the state for one user. A concurrent writer for the same new user (no row to lock yet) only
 * overwrites when its event is not older, so the newest event wins either way.
 */
export async function saveSubscription({ sql, ...s }: SubscriptionWrite & { sql: Sql }): Promise<void> {
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
