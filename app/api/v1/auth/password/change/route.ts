import type { NextRequest } from "next/server";
import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { changePassword, changePasswordSchema } from "@/lib/auth/password-recovery.ts";
import { requestSessionToken, requireUser } from "@/lib/auth/session.ts";

export const dynamic = "force-dynamic";

/** POST {currentPassword, newPassword} → {ended_sessions}; this browser stays signed in. 403 forbidden:password. */
export const POST = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const input = await parseJson(req, changePasswordSchema);
  const sessionToken = (await requestSessionToken()) ?? "";
  const { endedSessions } = await changePassword({ userId: user.id, sessionToken, ...input, ip: clientIp(req) });
  return privateJson({ ended_sessions: endedSessions });
});
