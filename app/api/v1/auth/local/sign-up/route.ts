import { mailLinkBaseUrl } from "@/lib/auth/site.ts";
import type { NextRequest } from "next/server";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { AppError } from "@/lib/api/errors.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { authMode, secureCookiesFor } from "@/lib/auth/site.ts";
import { signUpLocal, signUpSchema } from "@/lib/auth/local-accounts.ts";
import { sessionCookie } from "@/lib/auth/session-cookie.ts";
import { jsonWithCookie } from "@/lib/auth/respond-session.ts";
import { carryDemoOnSignUp } from "@/lib/chat/guest-demo.ts";

export const dynamic = "force-dynamic";

/** POST {email, password, firstName, lastName?} → 201 {user_id} and the session cookie; the confirmation link is mailed. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  // With a hosted provider, accounts are made there only.
  if (authMode() !== "local") throw new AppError("not_found:route");
  const input = await parseJson(req, signUpSchema);
  const s = await signUpLocal(input, clientIp(req), { baseUrl: mailLinkBaseUrl() });
  // The landing demo tried in this browser becomes the new account's first thread (issue 13).
  if (s.created) await carryDemoOnSignUp({ userId: s.userId, headers: req.headers });
  return jsonWithCookie(
    { user_id: s.userId },
    sessionCookie(s.sessionToken, s.expires, secureCookiesFor(req.headers)),
    { status: s.created ? 201 : 200 },
  );
});
