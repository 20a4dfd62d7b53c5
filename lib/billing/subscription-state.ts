import "server-only";
import { SUBSCRIPTION_STATUS_TEXT } from "../../content/subscription-status.ts";
import { PLANS, type PlanId } from "./plans.ts";
import { findSubscriptionByUser } from "../db/queries/subscriptions.ts";
import { statusGrantsAccess } from "./status-rules.ts";

// has_paid for the rest of the app, answered from our own table only (never a Stripe call per request).

/** True while the user's subscription is active or trialing, or past_due within the paid period. */
export async function hasActiveSubscription(userId: string, now: Date = new Date()): Promise<boolean> {
  return statusGrantsAccess(await findSubscriptionByUser({ userId }), now);
}

export interface PaymentStatus {
  has_paid: boolean;
  message: string;
}

const dateFormat = new Intl.DateTimeFormat("es-MX", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Mexico_City",
});

/** GET payments/status: has_paid plus a Spanish sentence the account or chat page can show. */
export async function paymentStatus(userId: string, now: Date = new Date()): Promise<PaymentStatus> {
  const sub = await findSubscriptionByUser({ userId });
  const hasPaid = statusGrantsAccess(sub, now);
  const until = sub?.currentPeriodEnd ? dateFormat.format(sub.currentPeriodEnd) : null;
  return {
    has_paid: hasPaid,
    message: statusMessage(sub?.status ?? null, hasPaid, sub?.cancelAtPeriodEnd ?? false, until),
  };
}

function statusMessage(
  status: string | null,
  hasPaid: boolean,
  cancelAtPeriodEnd: boolean,
  until: string | null,
): string {
  const T = SUBSCRIPTION_STATUS_TEXT;
  const at = (text: string) => text.replace("{until}", until ?? "");
  switch (status) {
    case "active":
      return cancelAtPeriodEnd && until ? at(T.activeEnding) : T.active;
    case "trialing":
      return until ? at(T.trialingUntil) : T.trialing;
    case "past_due":
      if (!hasPaid) return T.pastDue;
      return until ? at(T.pastDuePaidUntil) : T.pastDuePaid;
    case "incomplete":
      return T.incomplete;
    case "unpaid":
      return T.unpaid;
    case "paused":
      return T.paused;
    case "canceled":
    case "incomplete_expired":
      return T.ended;
    default:
      return T.none;
  }
}

/** What /account shows about the plan: which one, and when it renews or ends. */
export interface SubscriptionSummary {
  hasPaid: boolean;
  plan: PlanId | null;
  /** "Plan Premium Mensual · $20 MXN/mes", or "Plan gratuito". */
  planText: string;
  /** When a paid plan renews, or when it ends (cancelled, or past due); null on the free plan. */
  renewsAt: string | null;
  endsAt: string | null;
  message: string;
}

export async function subscriptionSummary(userId: string, now: Date = new Date()): Promise<SubscriptionSummary> {
  const sub = await findSubscriptionByUser({ userId });
  const hasPaid = statusGrantsAccess(sub, now);
  const plan = sub?.plan === "monthly" || sub?.plan === "annual" ? sub.plan : null;
  const end = sub?.currentPeriodEnd ?? null;
  const renews = hasPaid && end !== null && !sub?.cancelAtPeriodEnd && sub?.status !== "past_due";
  const until = end ? dateFormat.format(end) : null;
  return {
    hasPaid,
    plan: hasPaid ? plan : null,
    planText:
      hasPaid && plan
        ? `${PLANS[plan].name} · ${PLANS[plan].priceText}${PLANS[plan].periodText}`
        : hasPaid
          ? "Premium"
          : "Plan gratuito",
    renewsAt: renews ? until : null,
    endsAt: hasPaid && !renews ? until : null,
    message: statusMessage(sub?.status ?? null, hasPaid, sub?.cancelAtPeriodEnd ?? false, until),
  };
}
