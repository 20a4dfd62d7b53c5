import type { NextRequest } from "next/server";
import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { resetPassword, resetPasswordSchema } from "@/lib/auth/password-recovery.ts";
import { PASSWORD_RESET_DONE } from "@/content/account-text.ts";

export const dynamic = "force-dynamic";

/** POST {token, password} → {detail}; every session of the account ends. 422 for a used, expired or unknown link. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const input = await parseJson(req, resetPasswordSchema);
  await resetPassword(input);
  return privateJson({ detail: PASSWORD_RESET_DONE });
});
