import type { NextRequest } from "next/server";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { handler } from "@/lib/api/respond.ts";
import { signOut } from "@/lib/auth/sign-out.ts";
import { clearedSessionCookie, readSessionToken } from "@/lib/auth/session-cookie.ts";
import { jsonWithCookie } from "@/lib/auth/respond-session.ts";
import { secureCookiesFor } from "@/lib/auth/site.ts";

export const dynamic = "force-dynamic";

/** GET (the spec's method) → deletes the session row, clears the cookie, {logout_url}. */
export const GET = handler(async (req: NextRequest) => {
  // State-changing: a page on another site must not be able to do this with the user's cookie.
  assertSameOrigin(req);
  const result = await signOut(readSessionToken(req.cookies, secureCookiesFor(req.headers)));
  return jsonWithCookie(result, clearedSessionCookie(secureCookiesFor(req.headers)));
});
