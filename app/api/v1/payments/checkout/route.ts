import { NextResponse } from "next/server";
import { z } from "zod";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { appBaseUrl, createCheckout } from "@/lib/billing/index.ts";
import { PLAN_IDS } from "@/lib/billing/plans.ts";

export const dynamic = "force-dynamic";

const CheckoutRequest = z.object({ plan: z.enum(PLAN_IDS) });

/** POST payments/checkout {plan} → {url} of Stripe Checkout (or the demo checkout page). */
export const POST = handler(async (req: Request) => {
  // State-changing: a page on another site must not be able to do this with the user's cookie.
  assertSameOrigin(req);
  const user = await requireUser();
  const { plan } = await parseJson(req, CheckoutRequest);
  return NextResponse.json(await createCheckout(user, plan, appBaseUrl(req)));
});
