import "server-only";
import type { SessionUser } from "../auth/session.ts";
import { AppError } from "../api/errors.ts";
import { stripePriceId } from "./prices.ts";
import type { PlanId } from "./plans.ts";
import { stripeClient } from "./stripe-client.ts";
import { findSubscriptionByUser } from "../db/queries/subscriptions.ts";
import { statusGrantsAccess } from "./status-rules.ts";
import { billingPortalUrl } from "./portal.ts";

// POST payments/checkout: the Checkout Session is made here on the server; the browser only navigates.

/** Where a signed-in user goes to pay for `plan`: Stripe Checkout, or our demo checkout page. */
export async function createCheckout(user: SessionUser, plan: PlanId, appUrl: string): Promise<{ url: string }> {
  const existing = await findSubscriptionByUser({ userId: user.id });
  // Someone already paying would be charged twice; send them to manage what they have instead.
  if (statusGrantsAccess(existing)) return billingPortalUrl(user, appUrl);

  const stripe = stripeClient();
  if (!stripe) return { url: `${appUrl}/demo/checkout?plan=${plan}` };

  const price = stripePriceId(plan);
  if (!price) {
    console.error(`[billing] STRIPE_PRICE_${plan === "monthly" ? "MONTHLY" : "ANNUAL"} is not set`);
    throw new AppError("unavailable:billing_plan");
  }
  // Stripe accepts either a known customer or an e-mail to prefill, not both.
  const customer = existing?.provider === "stripe" ? existing.stripeCustomerId : null;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price, quantity: 1 }],
      locale: "es",
      billing_address_collection: "auto",
      ...(customer ? { customer } : user.email ? { customer_email: user.email } : {}),
      client_reference_id: user.id,
      // Lets subscription events that arrive before checkout.session.completed find their user.
      subscription_data: { metadata: { user_id: user.id } },
      success_url: `${appUrl}/chat?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/chat`,
    });
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    return { url: session.url };
  } catch (err) {
    console.error("[billing] could not create a Stripe Checkout Session:", err);
    throw new AppError("upstream:billing", undefined, { cause: err });
  }
}
