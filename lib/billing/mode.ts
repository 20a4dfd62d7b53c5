import "server-only";
import { STRIPE_VARIABLES } from "./stripe-variables.mjs";

// Which billing runs is decided by the environment, explicitly: demo billing only when no Stripe
// variable at all is set; Stripe when the set is complete; anything in between stops the server at
// start (a half-configured deployment could show the real pricing table while any signed-in user
// granted themselves has_paid through the demo routes).

export { STRIPE_VARIABLES };

/** Needed whenever Stripe billing is on: checkout, webhooks, and the two plans. */
const REQUIRED = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_ANNUAL"] as const;
/** The embedded pricing table needs both of these, or neither. */
const PRICING_TABLE = ["NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID"] as const;

type Source = Record<string, string | undefined>;
const isSet = (env: Source, name: string) => Boolean(env[name]?.trim());

export type BillingMode = "demo" | "stripe";

export class BillingConfigError extends Error {}

/** Demo only when no Stripe variable is set; any Stripe variable means Stripe (and no demo routes). */
export function billingMode(env: Source = process.env): BillingMode {
  return STRIPE_VARIABLES.some((name) => isSet(env, name)) ? "stripe" : "demo";
}

/** The Stripe variables a partial configuration lacks (empty when demo or complete). */
export function missingStripeVariables(env: Source = process.env): string[] {
  if (billingMode(env) === "demo") return [];
  const missing: string[] = REQUIRED.filter((name) => !isSet(env, name));
  if (PRICING_TABLE.some((name) => isSet(env, name)))
    missing.push(...PRICING_TABLE.filter((name) => !isSet(env, name)));
  return missing;
}

/** Throws at start-up on a partial Stripe configuration, naming what is missing. */
export function assertBillingConfig(env: Source = process.env): void {
  const missing = missingStripeVariables(env);
  if (missing.length === 0) return;
  const given = STRIPE_VARIABLES.filter((name) => isSet(env, name));
  throw new BillingConfigError(
    `Invalid configuration: Stripe billing is half configured (${given.join(", ")} set). ` +
      `Missing: ${missing.join(", ")}. Set them all, or unset every Stripe variable for demo billing.`,
  );
}
