import { NextResponse } from "next/server";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { handler } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { cancelDemoSubscription } from "@/lib/billing/index.ts";

export const dynamic = "force-dynamic";

/** POST payments/demo/cancel: the demo portal's cancel button (404 when Stripe is set). */
export const POST = handler(async (req: Request) => {
  // State-changing: a page on another site must not be able to do this with the user's cookie.
  assertSameOrigin(req);
  const user = await requireUser();
  return NextResponse.json(await cancelDemoSubscription(user));
});
