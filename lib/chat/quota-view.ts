import "server-only";
import { AppError } from "../api/errors.ts";
import { hasActiveSubscription } from "../billing/subscription-state.ts";
import { quotaStatus } from "../quota/index.ts";
import { parseGuestSessionId } from "./guest-session.ts";

export interface ChatQuota {
  count: number;
  remaining: number;
  limit: number;
  unlimited?: true;
}

/**
 * GET chat/quota: the signed-in user's allowance, or a guest's when the request carries
 * X-Guest-Session-ID. With neither there is nobody to count for (401).
 */
export async function chatQuota({
  userId,
  guestSessionId,
  ip,
}: {
  userId: string | null;
  guestSessionId: string | null;
  ip: string;
}): Promise<ChatQuota> {
  if (userId) {
    // Both windows are read beside the subscription check rather than after it: one round trip of
    // latency instead of two, on the chat's most frequent call.
    const [paid, asPaid, asFree] = await Promise.all([
      hasActiveSubscription(userId),
      quotaStatus({ kind: "user", userId, paid: true }),
      quotaStatus({ kind: "user", userId, paid: false }),
    ]);
    return paid ? asPaid : asFree;
  }
  if (guestSessionId === null) throw new AppError("unauthorized:auth");
  return quotaStatus({ kind: "guest", guestId: parseGuestSessionId(guestSessionId), ip });
}
