import "server-only";
import { serverEnv } from "../env.ts";
import type { PlanId } from "./plans.ts";

// Which Stripe price stands for which plan. Price ids come from env; demo billing uses fixed ids.

export const DEMO_PRICE_IDS: Readonly<Record<PlanId, string>> = {
  monthly: "price_demo_monthly",
  annual: "price_demo_annual",
};

/** The Stripe price id configured for a plan, or null when it is missing from env. */
export function stripePriceId(plan: PlanId): string | null {
  const env = serverEnv();
  return (plan === "monthly" ? env.STRIPE_PRICE_MONTHLY : env.STRIPE_PRICE_ANNUAL) ?? null;
}

export function planForPrice(priceId: string): PlanId | null {
  const env = serverEnv();
  if (priceId === env.STRIPE_PRICE_MONTHLY || priceId === DEMO_PRICE_IDS.monthly) return "monthly";
  if (priceId === env.STRIPE_PRICE_ANNUAL || priceId === DEMO_PRICE_IDS.annual) return "annual";
  return null;
}
