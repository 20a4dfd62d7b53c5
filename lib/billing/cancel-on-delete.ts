import "server-only";
import { AppError } from "../api/errors.ts";
import { findSubscriptionByUser } from "../db/queries/subscriptions.ts";
import { endDemoSubscriptionNow } from "./demo.ts";
import { stripeClient } from "./stripe-client.ts";

// Deleting an account must not leave a subscription charging a person we no longer know: it is
// cancelled at once through the provider before anything is deleted. If the provider cannot be
// reached the deletion stops (502), so the person can try again rather than keep paying.

const ENDED = new Set(["canceled", "incomplete_expired"]);

export interface CancelledForDeletion {
  /** There was a subscription row (its billing facts are kept without the person). */
  hadSubscription: boolean;
  /** The status the provider reports after cancelling, for the record kept. */
  finalStatus: string | null;
}

export async function cancelSubscriptionForDeletion(userId: string, now = new Date()): Promise<CancelledForDeletion> {
  const sub = await findSubscriptionByUser({ userId });
  if (!sub) return { hadSubscription: false, finalStatus: null };
  if (ENDED.has(sub.status) || !sub.stripeSubscriptionId) return { hadSubscription: true, finalStatus: sub.status };
  if (sub.provider === "demo") {
    await endDemoSubscriptionNow(userId, now);
    return { hadSubscription: true, finalStatus: "canceled" };
  }
  const stripe = stripeClient();
  if (!stripe) {
    console.error(
      `[billing] cannot cancel ${sub.stripeSubscriptionId} for a deleted account: Stripe is not configured`,
    );
    throw new AppError("upstream:billing");
  }
  try {
    const cancelled = await stripe.subscriptions.cancel(sub.stripeSubscriptionId);
    return { hadSubscription: true, finalStatus: cancelled.status };
  } catch (err) {
    // Already gone at Stripe: nothing left to stop.
    if ((err as { code?: string }).code === "resource_missing")
      return { hadSubscription: true, finalStatus: "canceled" };
    console.error(`[billing] cancelling ${sub.stripeSubscriptionId} failed`, err);
    throw new AppError("upstream:billing", undefined, { cause: err });
  }
}
