import "server-only";
import { randomUUID } from "node:crypto";
import type { SessionUser } from "../auth/session.ts";
import { AppError } from "../api/errors.ts";
import { applyBillingEvent } from "./apply-event.ts";
import type { BillingEvent } from "./event-shapes.ts";
import { DEMO_PRICE_IDS } from "./prices.ts";
import { PLANS, type PlanId } from "./plans.ts";
import { isStripeMode } from "./stripe-client.ts";
import { findSubscriptionByUser } from "../db/queries/subscriptions.ts";
import { statusGrantsAccess } from "./status-rules.ts";

// Demo billing (no STRIPE_SECRET_KEY): nothing is charged and nothing is loaded from Stripe. The demo
// checkout and portal pages produce the same event objects Stripe would send, and hand them to the
// same applyBillingEvent the webhook uses, so demo mode exercises the real subscription-state code.

function assertDemoMode(): void {
  if (isStripeMode()) throw new AppError("not_found:demo_billing");
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function periodEnd(plan: PlanId, from: Date): Date {
  const end = new Date(from);
  if (plan === "monthly") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

function subscriptionObjectFor(p: {
  id: string;
  userId: string;
  plan: PlanId;
  status: string;
  start: Date;
  end: Date;
}) {
  const interval = PLANS[p.plan].interval;
  return {
    id: p.id,
    object: "subscription",
    customer: `cus_demo_${p.userId}`,
    status: p.status,
    cancel_at_period_end: false,
    metadata: { user_id: p.userId },
    items: {
      object: "list",
      data: [
        {
          id: `si_demo_${p.id}`,
          object: "subscription_item",
          current_period_start: seconds(p.start),
          current_period_end: seconds(p.end),
          price: {
            id: DEMO_PRICE_IDS[p.plan],
            object: "price",
            currency: "mxn",
            unit_amount: PLANS[p.plan].amount * 100,
            recurring: { interval },
          },
          quantity: 1,
        },
      ],
    },
  };
}

function event(type: string, object: unknown, now: Date): BillingEvent {
  return { id: `evt_demo_${randomUUID()}`, type, created: seconds(now), data: { object } };
}

/** The demo checkout's "Confirmar": a checkout.session.completed for a new active subscription. */
export async function confirmDemoCheckout(
  user: SessionUser,
  plan: PlanId,
  now: Date = new Date(),
): Promise<{ url: string; checkoutSessionId: string }> {
  assertDemoMode();
  const checkoutSessionId = `cs_demo_${randomUUID().replace(/-/g, "")}`;
  const subscription = subscriptionObjectFor({
    id: `sub_demo_${randomUUID().replace(/-/g, "")}`,
    userId: user.id,
    plan,
    status: "active",
    start: now,
    end: periodEnd(plan, now),
  });
  const result = await applyBillingEvent(
    event(
      "checkout.session.completed",
      {
        id: checkoutSessionId,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: user.id,
        customer: subscription.customer,
        customer_email: user.email,
        payment_status: "paid",
        status: "complete",
        subscription,
      },
      now,
    ),
    { provider: "demo", now },
  );
  if (result.outcome !== "applied" && result.outcome !== "stale") {
    throw new Error(`demo checkout not applied: ${result.outcome}`);
  }
  return { url: `/chat?session_id=${checkoutSessionId}`, checkoutSessionId };
}

export interface DemoSubscriptionView {
  plan: PlanId | null;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  hasPaid: boolean;
}

/** What the demo portal shows. */
export async function demoSubscription(userId: string): Promise<DemoSubscriptionView | null> {
  assertDemoMode();
  const sub = await findSubscriptionByUser({ userId });
  if (!sub) return null;
  return {
    plan: sub.plan === "monthly" || sub.plan === "annual" ? sub.plan : null,
    status: sub.status,
    currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    hasPaid: statusGrantsAccess(sub),
  };
}

/**
 * The demo portal's "Cancelar suscripción", as Stripe's portal does by default: the subscription
 * stays active until the end of the period already paid and is not renewed
 * (customer.subscription.updated with cancel_at_period_end); access ends with that period.
 */
export async function cancelDemoSubscription(
  user: SessionUser,
  now: Date = new Date(),
): Promise<{ has_paid: boolean; cancel_at_period_end: boolean; current_period_end: string | null }> {
  assertDemoMode();
  const sub = await findSubscriptionByUser({ userId: user.id });
  if (!sub?.stripeSubscriptionId || !statusGrantsAccess(sub, now)) throw new AppError("not_found:subscription");
  const plan: PlanId = sub.plan === "annual" ? "annual" : "monthly";
  const end = sub.currentPeriodEnd ?? now;
  const object = {
    ...subscriptionObjectFor({
      id: sub.stripeSubscriptionId,
      userId: user.id,
      plan,
      status: sub.status,
      start: now,
      end,
    }),
    cancel_at_period_end: true,
    cancel_at: seconds(end),
    canceled_at: seconds(now),
  };
  await applyBillingEvent(event("customer.subscription.updated", object, now), { provider: "demo", now });
  const after = await findSubscriptionByUser({ userId: user.id });
  return {
    has_paid: statusGrantsAccess(after, now),
    cancel_at_period_end: after?.cancelAtPeriodEnd ?? false,
    current_period_end: after?.currentPeriodEnd?.toISOString() ?? null,
  };
}

/**
 * Deleting the account ends the demo subscription at once (customer.subscription.deleted), as the
 * Stripe path cancels through the API: the state it leaves is what the stripped record keeps.
 */
export async function endDemoSubscriptionNow(userId: string, now: Date = new Date()): Promise<void> {
  const sub = await findSubscriptionByUser({ userId });
  if (!sub?.stripeSubscriptionId || sub.status === "canceled") return;
  const plan: PlanId = sub.plan === "annual" ? "annual" : "monthly";
  const object = {
    ...subscriptionObjectFor({
      id: sub.stripeSubscriptionId,
      userId,
      plan,
      status: "canceled",
      start: now,
      end: sub.currentPeriodEnd ?? now,
    }),
    canceled_at: seconds(now),
    ended_at: seconds(now),
  };
  await applyBillingEvent(event("customer.subscription.deleted", object, now), { provider: "demo", now });
}
