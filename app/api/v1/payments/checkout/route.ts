import { NextResponse } from "next/server";
import { z } from "zod";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { appBaseUrl, createCheckout } from "@/lib/billing/index.ts";
import { PLAN_IDS } from "@/lib/billing/plans.ts";

export const dynamic = "force-dynamic";

const CheckoutRequest = z.object({ plan: z.enum(PLAN_IDS) });

/** POST payments/checkout {plan} → {url} of Stripe Checkout (or the demo checkout page). */
export const POST = handler(async (req: Request) => {
  const user = await requireUser();
  const { plan } = await parseJson(req, CheckoutRequest);
  return NextResponse.json(await createCheckout(user, plan, appBaseUrl(req)));
});
