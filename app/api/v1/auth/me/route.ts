import { NextResponse, type NextRequest } from "next/server";
import { handler } from "@/lib/api/respond.ts";
import { AppError } from "@/lib/api/errors.ts";
import { sessionUserByToken } from "@/lib/auth/session.ts";
import { clearedSessionCookie, readSessionToken } from "@/lib/auth/session-cookie.ts";
import { jsonWithCookie } from "@/lib/auth/respond-session.ts";
import { secureCookiesFor } from "@/lib/auth/site.ts";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint.ts";

export const dynamic = "force-dynamic";

/** GET → {id, email, first_name, last_name, profile_picture_url}, or 401. */
export const GET = handler(async (req: NextRequest) => {
  const token = readSessionToken(req.cookies, secureCookiesFor(req.headers));
  const user = await sessionUserByToken(token);
  if (!user) {
    const err = new AppError("unauthorized:auth");
    // A cookie whose session is gone (signed out elsewhere, expired) is dropped, so the middleware
    // stops treating this browser as signed in (it would keep sending "/" to "/chat"); so is a stale
    // session hint, so the browser stops asking.
    if (token || req.cookies.has(SESSION_HINT_COOKIE))
      return jsonWithCookie(err.toJSON(), clearedSessionCookie(secureCookiesFor(req.headers)), { status: err.status });
    throw err;
  }
  return NextResponse.json(user, { headers: { "cache-control": "no-store" } });
});
