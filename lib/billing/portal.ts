import "server-only";
import type { SessionUser } from "../auth/session.ts";
import { AppError } from "../api/errors.ts";
import { serverEnv } from "../env.ts";
import { stripeClient } from "./stripe-client.ts";
import { findSubscriptionByUser } from "../db/queries/subscriptions.ts";

// GET payments/portal: where "Gestionar Suscripción" sends the user.

export async function billingPortalUrl(user: SessionUser, appUrl: string): Promise<{ url: string }> {
  const stripe = stripeClient();
  if (!stripe) return { url: `${appUrl}/demo/portal` };

  const portalLink = serverEnv().STRIPE_PORTAL_URL;
  // The spec's portal: Stripe's customer-portal login link, prefilled with the user's e-mail.
  if (portalLink && user.email) {
    const url = new URL(portalLink);
    url.searchParams.set("prefilled_email", user.email);
    return { url: url.toString() };
  }
  const sub = await findSubscriptionByUser({ userId: user.id });
  if (sub?.stripeCustomerId && sub.provider === "stripe") {
    try {
      const session = await stripe.billingPortal.sessions.create({
        customer: sub.stripeCustomerId,
        return_url: `${appUrl}/account`,
      });
      return { url: session.url };
    } catch (err) {
      console.error("[billing] could not create a billing portal session:", err);
      throw new AppError("upstream:billing", undefined, { cause: err });
    }
  }
  if (portalLink) return { url: portalLink };
  throw new AppError("not_found:subscription");
}
