// Every variable that belongs to Stripe billing. Plain JavaScript, without "server-only": the
// production server's security headers (scripts/security-headers.mjs) read it outside Next.js, and
// lib/billing/mode.ts decides the billing mode from the same list.
export const STRIPE_VARIABLES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_ANNUAL",
  "STRIPE_PORTAL_URL",
  "STRIPE_API_BASE",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID",
];
