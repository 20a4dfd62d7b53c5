import "server-only";
import Stripe from "stripe";
import { serverEnv } from "../env.ts";
import { billingMode } from "./mode.ts";

// The one place a Stripe SDK client is made. STRIPE_API_BASE points it at a local server that speaks
// Stripe's API (tests); otherwise it talks to api.stripe.com.

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/** The Stripe client, or null in demo billing (no STRIPE_SECRET_KEY). */
export function stripeClient(): Stripe | null {
  const env = serverEnv();
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (cached && cached.key === key && cached.base === env.STRIPE_API_BASE) return cached.client;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const client = new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: "Berea" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  cached = { key, base: env.STRIPE_API_BASE, client };
  return client;
}

/** Signature checks need no API key, only the webhook secret; any SDK instance can verify. */
export function webhookVerifier(): Stripe {
  return stripeClient() ?? new Stripe("sk_webhook_verification_only");
}

/** Stripe billing as soon as any Stripe variable is set: demo routes never run beside Stripe (mode.ts). */
export function isStripeMode(): boolean {
  return billingMode() === "stripe";
}
