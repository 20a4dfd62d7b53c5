import type { NextRequest } from "next/server";
import { handler } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { endAllSessions } from "@/lib/auth/password-recovery.ts";
import { clearedSessionCookie } from "@/lib/auth/session-cookie.ts";
import { jsonWithCookie } from "@/lib/auth/respond-session.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { secureCookiesFor } from "@/lib/auth/site.ts";

export const dynamic = "force-dynamic";

/** POST → every session of the account ends (this one too), {ended_sessions, logout_url}. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const ended = await endAllSessions({ userId: user.id });
  return jsonWithCookie(
    { ended_sessions: ended, logout_url: "/" },
    clearedSessionCookie(secureCookiesFor(req.headers)),
  );
});
