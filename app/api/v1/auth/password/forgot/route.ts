import { mailLinkBaseUrl } from "@/lib/auth/site.ts";
import type { NextRequest } from "next/server";
import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { forgotPasswordSchema, requestPasswordReset } from "@/lib/auth/password-recovery.ts";
import { FORGOT_PASSWORD_ACCEPTED } from "@/content/account-text.ts";

export const dynamic = "force-dynamic";

/** POST {email} → 202 {detail}, the same for every address; 429 rate_limit:password_reset per network. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const { email } = await parseJson(req, forgotPasswordSchema);
  // The mail goes after the answer, so neither the answer nor its timing tells whether the account exists.
  await requestPasswordReset({ email, ip: clientIp(req), baseUrl: mailLinkBaseUrl() });
  return privateJson({ detail: FORGOT_PASSWORD_ACCEPTED }, { status: 202 });
});
