import { NextResponse } from "next/server";
import { handler } from "@/lib/api/respond.ts";
import { assertSameUser, requireUser } from "@/lib/auth/session.ts";
import { paymentStatus } from "@/lib/billing/index.ts";

export const dynamic = "force-dynamic";

/** GET payments/status?client_reference_id={userId} → {has_paid, message}, from our database only. */
export const GET = handler(async (req: Request) => {
  const user = await requireUser();
  assertSameUser(user, new URL(req.url).searchParams.get("client_reference_id"));
  return NextResponse.json(await paymentStatus(user.id), { headers: { "Cache-Control": "no-store" } });
});
