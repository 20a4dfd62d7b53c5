import { NextResponse } from "next/server";
import { handler } from "@/lib/api/respond.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { getSessionUser } from "@/lib/auth/session.ts";
import { chatQuota } from "@/lib/chat/quota-view.ts";
import { GUEST_SESSION_HEADER } from "@/lib/chat/guest-session.ts";

export const dynamic = "force-dynamic";

/** GET chat/quota: `{count, remaining, limit}` (+ `unlimited: true` for subscribers) for the session or guest. */
export const GET = handler(async (req: Request) => {
  const user = await getSessionUser();
  const quota = await chatQuota({
    userId: user?.id ?? null,
    guestSessionId: req.headers.get(GUEST_SESSION_HEADER),
    ip: clientIp(req),
  });
  return NextResponse.json(quota, { headers: { "Cache-Control": "no-store" } });
});
