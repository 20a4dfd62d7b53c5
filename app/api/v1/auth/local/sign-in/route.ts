import type { NextRequest } from "next/server";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { AppError } from "@/lib/api/errors.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { authMode, secureCookiesFor } from "@/lib/auth/site.ts";
import { signInLocal, signInSchema } from "@/lib/auth/local-accounts.ts";
import { sessionCookie } from "@/lib/auth/session-cookie.ts";
import { jsonWithCookie } from "@/lib/auth/respond-session.ts";

export const dynamic = "force-dynamic";

/** POST {email, password} → {user_id} and the session cookie; 401 unauthorized:credentials; 429 rate_limit:login. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  if (authMode() !== "local") throw new AppError("not_found:route");
  const input = await parseJson(req, signInSchema);
  const s = await signInLocal(input, clientIp(req));
  return jsonWithCookie({ user_id: s.userId }, sessionCookie(s.sessionToken, s.expires, secureCookiesFor(req.headers)));
});
