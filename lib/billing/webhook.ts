import "server-only";
import type Stripe from "stripe";
import { AppError } from "../api/errors.ts";
import { serverEnv } from "../env.ts";
import { applyBillingEvent, type ApplyOutcome } from "./apply-event.ts";
import { snapshotOf, subscriptionObject, type SubscriptionSnapshot } from "./event-shapes.ts";
import { planForPrice } from "./prices.ts";
import { stripeClient, webhookVerifier } from "./stripe-client.ts";

// POST payments/webhook: Stripe's signed events are the only source of subscription state.

/** Verifies Stripe's signature over the exact raw body; anything else is a 400. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = serverEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature) throw new AppError("bad_request:webhook_signature");
  try {
    return webhookVerifier().webhooks.constructEvent(rawBody, signature, secret);
  } catch (err) {
    // A forged, altered or replayed-too-late request: worth a line in the log, not a stack trace.
    console.warn("[billing] webhook signature rejected:", err instanceof Error ? err.message : err);
    throw new AppError("bad_request:webhook_signature");
  }
}

/** The subscription as Stripe has it now, when Stripe is configured. */
async function fetchSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
  const stripe = stripeClient();
  if (!stripe) return null;
  try {
    const parsed = subscriptionObject.safeParse(await stripe.subscriptions.retrieve(subscriptionId));
    return parsed.success ? snapshotOf(parsed.data, planForPrice) : null;
  } catch (err) {
    // Stripe will send the subscription's own events too; the event at hand still applies.
    console.warn(
      `[billing] could not read subscription ${subscriptionId} from Stripe:`,
      err instanceof Error ? err.message : err,
    );
    return null;
  }
}

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<ApplyOutcome> {
  const event = verifyStripeEvent(rawBody, signature);
  const result = await applyBillingEvent(event, { provider: "stripe", fetchSubscription });
  if (result.outcome === "unknown_customer") {
    console.warn(`[billing] ${event.type} ${event.id}: no Berea user for this customer; not recorded`);
  }
  return result;
}
