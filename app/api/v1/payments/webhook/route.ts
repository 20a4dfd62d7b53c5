import { NextResponse } from "next/server";
import { handler } from "@/lib/api/respond.ts";
import { handleStripeWebhook } from "@/lib/billing/index.ts";

export const dynamic = "force-dynamic";

/** POST payments/webhook: Stripe events; the signature is checked over the exact raw body. */
export const POST = handler(async (req: Request) => {
  const result = await handleStripeWebhook(await req.text(), req.headers.get("stripe-signature"));
  return NextResponse.json({ received: true, outcome: result.outcome });
});
