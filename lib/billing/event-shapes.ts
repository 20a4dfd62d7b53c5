import "server-only";
import { z } from "zod";
import { planForInterval, type PlanId } from "./plans.ts";

// The parts of Stripe's event objects that Berea reads, parsed leniently (Stripe adds fields all the
// time). Both the webhook and demo billing produce these shapes, so both go through one apply path.

/** The envelope of a Stripe event; Stripe.Event satisfies it. */
export interface BillingEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

const idOrObject = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();
const idOf = (v: z.infer<typeof idOrObject>): string | null => (v == null ? null : typeof v === "string" ? v : v.id);

export const subscriptionObject = z.looseObject({
  id: z.string(),
  customer: idOrObject,
  status: z.string(),
  // Before API version 2025-03-31 the period end sat on the subscription; since then on each item.
  current_period_end: z.number().nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          current_period_end: z.number().nullish(),
          price: z
            .looseObject({ id: z.string(), recurring: z.looseObject({ interval: z.string() }).nullish() })
            .nullish(),
        }),
      ),
    })
    .nullish(),
});

export const checkoutSessionObject = z.looseObject({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: idOrObject,
  subscription: z.union([z.string(), subscriptionObject]).nullish(),
  payment_status: z.string().nullish(),
});

export const invoiceObject = z.looseObject({
  id: z.string().nullish(),
  customer: idOrObject,
  // Older API versions put the subscription on the invoice; newer ones under parent.subscription_details.
  subscription: idOrObject,
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: idOrObject }).nullish() }).nullish(),
});

/** What Berea keeps about a subscription. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string | null;
  priceId: string | null;
  plan: PlanId | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id when the subscription was created with it in its metadata. */
  metadataUserId: string | null;
}

export function snapshotOf(
  sub: z.infer<typeof subscriptionObject>,
  planForPrice: (priceId: string) => PlanId | null,
): SubscriptionSnapshot {
  const item = sub.items?.data[0];
  const priceId = item?.price?.id ?? null;
  const periodEnd = item?.current_period_end ?? sub.current_period_end ?? null;
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
    priceId,
    plan: planForInterval(item?.price?.recurring?.interval) ?? (priceId ? planForPrice(priceId) : null),
    status: sub.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
    metadataUserId: sub.metadata?.user_id ?? null,
  };
}

export function invoiceSubscriptionId(inv: z.infer<typeof invoiceObject>): string | null {
  return idOf(inv.parent?.subscription_details?.subscription) ?? idOf(inv.subscription);
}

export { idOf };
