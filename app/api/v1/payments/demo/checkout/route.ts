import { NextResponse } from "next/server";
import { z } from "zod";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { confirmDemoCheckout } from "@/lib/billing/index.ts";
import { PLAN_IDS } from "@/lib/billing/plans.ts";

export const dynamic = "force-dynamic";

const DemoCheckoutRequest = z.object({ plan: z.enum(PLAN_IDS) });

/** POST payments/demo/checkout {plan}: the demo checkout's confirm button (404 when Stripe is set). */
export const POST = handler(async (req: Request) => {
  // State-changing: a page on another site must not be able to do this with the user's cookie.
  assertSameOrigin(req);
  const user = await requireUser();
  const { plan } = await parseJson(req, DemoCheckoutRequest);
  return NextResponse.json(await confirmDemoCheckout(user, plan));
});
