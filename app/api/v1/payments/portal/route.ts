import { NextResponse } from "next/server";
import { handler } from "@/lib/api/respond.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { appBaseUrl, billingPortalUrl } from "@/lib/billing/index.ts";

export const dynamic = "force-dynamic";

/** GET payments/portal → {url} of the billing portal (Stripe's, or the demo portal). */
export const GET = handler(async (req: Request) => {
  const user = await requireUser();
  return NextResponse.json(await billingPortalUrl(user, appBaseUrl(req)), { headers: { "Cache-Control": "no-store" } });
});
