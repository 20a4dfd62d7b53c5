import "server-only";
import { inTransaction, type Sql } from "../db/executor.ts";
import {
  findUserIdForStripe,
  lockSubscriptionByUser,
  saveSubscription,
  type StoredSubscription,
} from "../db/queries/subscriptions.ts";
import { userExists } from "../db/queries/users.ts";
import { isRetainedSubscription } from "../db/queries/account-data.ts";
import { recordEvent } from "../db/queries/webhook-events.ts";
import { captureServerEvent } from "../analytics/server.ts";
import {
  checkoutSessionObject,
  idOf,
  invoiceObject,
  invoiceSubscriptionId,
  snapshotOf,
  subscriptionObject,
  type BillingEvent,
  type SubscriptionSnapshot,
} from "./event-shapes.ts";
import { planForPrice } from "./prices.ts";
import { shouldApply, statusGrantsAccess } from "./status-rules.ts";

// The single path that changes subscription state. The Stripe webhook calls it with verified events;
// demo billing calls it with events it builds in the same shape. The checkout redirect never does.

export type BillingProvider = "stripe" | "demo";

export interface ApplyOptions {
  provider: BillingProvider;
  /** Reads a subscription's current state from the provider; absent (or null) when not configured. */
  fetchSubscription?: (subscriptionId: string) => Promise<SubscriptionSnapshot | null>;
  now?: Date;
}

export type ApplyOutcome =
  /** State written. */
  | { outcome: "applied"; userId: string; hasPaid: boolean }
  /** This event id was processed before. */
  | { outcome: "duplicate" }
  /** Older than (or superseded by) what we stored; recorded, nothing changed. */
  | { outcome: "stale"; userId: string }
  /** An event type or object Berea does not act on; recorded. */
  | { outcome: "ignored"; reason: string }
  /** No user of ours owns it (yet). Not recorded, so a redelivery can still apply it. */
  | { outcome: "unknown_customer" };

type Intent =
  | { kind: "set"; userId: string | null; snapshot: SubscriptionSnapshot; partial: boolean }
  | { kind: "payment_failed"; subscriptionId: string; customerId: string | null }
  | { kind: "ignore"; reason: string };

const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);

async function intentFor(event: BillingEvent, opts: ApplyOptions): Promise<Intent> {
  if (event.type === "checkout.session.completed") {
    const parsed = checkoutSessionObject.safeParse(event.data.object);
    if (!parsed.success) return { kind: "ignore", reason: "malformed checkout session" };
    const session = parsed.data;
    if (session.mode !== "subscription" || !session.subscription)
      return { kind: "ignore", reason: "not a subscription checkout" };
    if (!session.client_reference_id) return { kind: "ignore", reason: "checkout without client_reference_id" };
    const customerId = idOf(session.customer);
    if (typeof session.subscription !== "string") {
      return {
        kind: "set",
        userId: session.client_reference_id,
        snapshot: snapshotOf(session.subscription, planForPrice),
        partial: false,
      };
    }
    // The session only names the subscription: read its real state when Stripe can be asked, else
    // infer it from the payment and let the subscription's own events fill in the rest.
    const fetched = (await opts.fetchSubscription?.(session.subscription)) ?? null;
    if (fetched) return { kind: "set", userId: session.client_reference_id, snapshot: fetched, partial: false };
    const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
    return {
      kind: "set",
      userId: session.client_reference_id,
      partial: true,
      snapshot: {
        subscriptionId: session.subscription,
        customerId,
        priceId: null,
        plan: null,
        status: paid ? "active" : "incomplete",
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        metadataUserId: null,
      },
    };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const parsed = subscriptionObject.safeParse(event.data.object);
    if (!parsed.success) return { kind: "ignore", reason: "malformed subscription" };
    // The object in the event is the state at that moment; the ordering rules decide if it is newest.
    return { kind: "set", userId: null, snapshot: snapshotOf(parsed.data, planForPrice), partial: false };
  }
  if (event.type === "invoice.payment_failed") {
    const parsed = invoiceObject.safeParse(event.data.object);
    const subscriptionId = parsed.success ? invoiceSubscriptionId(parsed.data) : null;
    if (!parsed.success || !subscriptionId) return { kind: "ignore", reason: "invoice without subscription" };
    const fetched = (await opts.fetchSubscription?.(subscriptionId)) ?? null;
    if (fetched) return { kind: "set", userId: null, snapshot: fetched, partial: false };
    return { kind: "payment_failed", subscriptionId, customerId: idOf(parsed.data.customer) };
  }
  return { kind: "ignore", reason: `unhandled event type ${event.type}` };
}

class UnknownCustomer extends Error {}

/** The subscription belonged to an account its owner deleted: answered, recorded, nothing changes. */
const DELETED_ACCOUNT: unique symbol = Symbol("deleted account");

async function resolveUser(
  tx: Sql,
  intent: Exclude<Intent, { kind: "ignore" }>,
): Promise<string | typeof DELETED_ACCOUNT> {
  const ids =
    intent.kind === "set"
      ? { subscriptionId: intent.snapshot.subscriptionId, customerId: intent.snapshot.customerId }
      : { subscriptionId: intent.subscriptionId, customerId: intent.customerId };
  const unknown = async (): Promise<typeof DELETED_ACCOUNT> => {
    // By the subscription when the event names one: a customer can come back with a new account.
    const retained = ids.subscriptionId ? { subscriptionId: ids.subscriptionId } : { customerId: ids.customerId };
    if (await isRetainedSubscription({ ...retained, sql: tx })) return DELETED_ACCOUNT;
    throw new UnknownCustomer();
  };
  if (intent.kind === "set" && intent.userId) {
    if (await userExists({ userId: intent.userId, sql: tx })) return intent.userId;
    return unknown();
  }
  const known = await findUserIdForStripe({ ...ids, sql: tx });
  if (known) return known;
  const fromMetadata = intent.kind === "set" ? intent.snapshot.metadataUserId : null;
  if (fromMetadata && (await userExists({ userId: fromMetadata, sql: tx }))) return fromMetadata;
  return unknown();
}

function nextState(
  stored: StoredSubscription | null,
  intent: Exclude<Intent, { kind: "ignore" }>,
): SubscriptionSnapshot | null {
  if (intent.kind === "payment_failed") {
    // Without the subscription object, a failed renewal of a paying subscription means past_due.
    if (!stored || stored.stripeSubscriptionId !== intent.subscriptionId) return null;
    if (stored.status !== "active" && stored.status !== "trialing") return null;
    return { ...snapshotFromStored(stored), status: "past_due" };
  }
  if (intent.partial && stored && stored.stripeSubscriptionId === intent.snapshot.subscriptionId) {
    // We already know this subscription in more detail than a bare checkout session tells.
    return null;
  }
  return intent.snapshot;
}

function snapshotFromStored(s: StoredSubscription): SubscriptionSnapshot {
  return {
    subscriptionId: s.stripeSubscriptionId ?? "",
    customerId: s.stripeCustomerId,
    priceId: s.priceId,
    plan: s.plan === "monthly" || s.plan === "annual" ? s.plan : null,
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    metadataUserId: null,
  };
}

/** Applies one event exactly once: the event id is recorded in the same transaction as the change. */
export async function applyBillingEvent(event: BillingEvent, opts: ApplyOptions): Promise<ApplyOutcome> {
  const now = opts.now ?? new Date();
  const eventAt = new Date(event.created * 1000);
  // Provider calls happen before the transaction, so no lock is held across the network.
  const intent = await intentFor(event, opts);
  let result: ApplyOutcome;
  let startedPlan: string | null = null;
  try {
    result = await inTransaction(async (tx): Promise<ApplyOutcome> => {
      if (!(await recordEvent({ id: event.id, type: event.type, sql: tx }))) return { outcome: "duplicate" };
      if (intent.kind === "ignore") return { outcome: "ignored", reason: intent.reason };
      const userId = await resolveUser(tx, intent);
      if (userId === DELETED_ACCOUNT) return { outcome: "ignored", reason: "account deleted" };
      const stored = await lockSubscriptionByUser({ userId, sql: tx });
      const next = nextState(stored, intent);
      if (!next) return { outcome: "stale", userId };
      const storedOrder = stored && { ...stored, subscriptionId: stored.stripeSubscriptionId, at: stored.lastEventAt };
      if (!shouldApply(storedOrder, { ...next, subscriptionId: next.subscriptionId, at: eventAt }, now)) {
        return { outcome: "stale", userId };
      }
      await saveSubscription({
        sql: tx,
        userId,
        stripeCustomerId: next.customerId ?? stored?.stripeCustomerId ?? null,
        stripeSubscriptionId: next.subscriptionId,
        priceId: next.priceId,
        plan: next.plan,
        status: next.status,
        currentPeriodEnd: next.currentPeriodEnd,
        cancelAtPeriodEnd: next.cancelAtPeriodEnd,
        lastEventAt: eventAt,
        provider: opts.provider,
      });
      const hadPaid = statusGrantsAccess(stored, now);
      const hasPaid = statusGrantsAccess(next, now);
      if (!hadPaid && hasPaid) startedPlan = next.plan ?? "unknown";
      return { outcome: "applied", userId, hasPaid };
    });
  } catch (err) {
    if (err instanceof UnknownCustomer) return { outcome: "unknown_customer" };
    throw err;
  }
  if (result.outcome === "applied" && startedPlan) {
    await captureServerEvent(result.userId, "subscription started", { plan: startedPlan, provider: opts.provider });
  }
  return result;
}
