import { mailLinkBaseUrl } from "@/lib/auth/site.ts";
import type { NextRequest } from "next/server";
import { handler, privateJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { resendEmailVerification } from "@/lib/auth/email-verification.ts";
import { requireUser } from "@/lib/auth/session.ts";

export const dynamic = "force-dynamic";

/** POST → {status: "sent" | "already_verified"}; 429 rate_limit:verify_email; 502 upstream:mail. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const user = await requireUser();
  return privateJson(await resendEmailVerification({ userId: user.id, baseUrl: mailLinkBaseUrl() }));
});
