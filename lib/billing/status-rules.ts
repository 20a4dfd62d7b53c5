import "server-only";
// Pure rules about Stripe subscription statuses: which ones pay, and which event may overwrite which.
// Every status Stripe documents is listed, so a new one fails type-checking instead of passing silently.

export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === "string" && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

export interface SubscriptionSnapshot {
  status: string;
  currentPeriodEnd: Date | null;
  /** Cancelled by the customer: access lasts until currentPeriodEnd, then the subscription ends. */
  cancelAtPeriodEnd?: boolean;
}

/**
 * has_paid: active or trialing pays; past_due keeps access until the paid period ends (Stripe is
 * still retrying the card); every other status (incomplete, unpaid, paused, canceled, expired) does not.
 */
export function statusGrantsAccess(sub: SubscriptionSnapshot | null, now: Date = new Date()): boolean {
  if (!sub || !isSubscriptionStatus(sub.status)) return false;
  switch (sub.status) {
    case "active":
    case "trialing":
      // Stripe sends customer.subscription.deleted when a cancelled period ends; should that event
      // be lost (or in demo billing, where nothing sends it), the period end still ends access.
      if (sub.cancelAtPeriodEnd && sub.currentPeriodEnd) return sub.currentPeriodEnd.getTime() > now.getTime();
      return true;
    case "past_due":
      return sub.currentPeriodEnd !== null && sub.currentPeriodEnd.getTime() > now.getTime();
    case "incomplete":
    case "incomplete_expired":
    case "canceled":
    case "unpaid":
    case "paused":
      return false;
  }
}

// Statuses a subscription never leaves: a late "updated" with the same timestamp must not revive it.
const FINAL: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

export interface OrderedState extends SubscriptionSnapshot {
  subscriptionId: string | null;
  /** When the event that produced this state was created at Stripe. */
  at: Date | null;
}

/**
 * Whether an incoming event may overwrite the stored state; events arrive twice and out of order.
 * - Another subscription of the same user (e.g. a new one after cancelling, or an abandoned second
 *   checkout): the one that grants access wins, so an old subscription ending never ends the new one.
 * - The same subscription: the newer event wins. Stripe timestamps have one-second resolution, so
 *   events of the same second are ordered by how far along the lifecycle they are.
 */
export function shouldApply(stored: OrderedState | null, incoming: OrderedState, now: Date = new Date()): boolean {
  if (!stored) return true;
  if (stored.subscriptionId && incoming.subscriptionId && stored.subscriptionId !== incoming.subscriptionId) {
    const storedPays = statusGrantsAccess(stored, now);
    const incomingPays = statusGrantsAccess(incoming, now);
    if (storedPays !== incomingPays) return incomingPays;
  }
  if (!stored.at || !incoming.at) return true;
  const a = stored.at.getTime();
  const b = incoming.at.getTime();
  if (b !== a) return b > a;
  if (stored.subscriptionId !== incoming.subscriptionId) return true;
  if (FINAL.has(stored.status)) return FINAL.has(incoming.status);
  if (incoming.status === "incomplete" && stored.status !== "incomplete") return false;
  return true;
}
