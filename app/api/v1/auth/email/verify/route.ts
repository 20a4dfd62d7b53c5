import type { NextRequest } from "next/server";
import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { verifyEmail, verifyEmailSchema } from "@/lib/auth/email-verification.ts";

export const dynamic = "force-dynamic";

/** POST {token} → {status: "verified" | "already_verified"}; 422 for an expired or invalid link. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const { token } = await parseJson(req, verifyEmailSchema);
  const { status } = await verifyEmail({ token });
  return privateJson({ status });
});
