import { NextResponse } from "next/server";
import { handler } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { cancelDemoSubscription } from "@/lib/billing/index.ts";

export const dynamic = "force-dynamic";

/** POST payments/demo/cancel: the demo portal's cancel button (404 when Stripe is set). */
export const POST = handler(async () => {
  const user = await requireUser();
  return NextResponse.json(await cancelDemoSubscription(user));
});
