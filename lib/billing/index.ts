import "server-only";
// lib/billing: Stripe and demo billing, and the subscription state (has_paid) the rest of Berea reads.
export {
  hasActiveSubscription,
  paymentStatus,
  subscriptionSummary,
  type PaymentStatus,
  type SubscriptionSummary,
} from "./subscription-state.ts";
export { createCheckout } from "./checkout.ts";
export { billingPortalUrl } from "./portal.ts";
export { handleStripeWebhook } from "./webhook.ts";
export { applyBillingEvent, type ApplyOutcome } from "./apply-event.ts";
export { confirmDemoCheckout, cancelDemoSubscription, demoSubscription, type DemoSubscriptionView } from "./demo.ts";
export { isStripeMode } from "./stripe-client.ts";
export { appBaseUrl } from "./app-url.ts";
