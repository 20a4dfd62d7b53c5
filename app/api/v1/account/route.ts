import type { NextRequest } from "next/server";
import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { clearedSessionCookie } from "@/lib/auth/session-cookie.ts";
import { jsonWithCookie } from "@/lib/auth/respond-session.ts";
import { requestSessionToken, requireUser } from "@/lib/auth/session.ts";
import { secureCookiesFor } from "@/lib/auth/site.ts";
import { deleteAccount, deleteAccountSchema } from "@/lib/account/delete.ts";
import { namesSchema, updateAccountNames } from "@/lib/account/names.ts";

export const dynamic = "force-dynamic";

/** PATCH {first_name, last_name} → the names as stored (rectification); 422 validation:name. */
export const PATCH = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const input = await parseJson(req, namesSchema);
  return privateJson(
    await updateAccountNames({ userId: user.id, firstName: input.first_name, lastName: input.last_name }),
  );
});

/**
 * DELETE {password} (hosted accounts: {} within 10 minutes of signing in) → {deleted: true, kept_billing}
 * and the cookie cleared; 403 forbidden:password / forbidden:reauth; 502 upstream:billing (nothing deleted).
 */
export const DELETE = handler(async (req: NextRequest) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const { password } = await parseJson(req, deleteAccountSchema);
  const result = await deleteAccount({
    userId: user.id,
    sessionToken: (await requestSessionToken()) ?? "",
    password,
    ip: clientIp(req),
  });
  return jsonWithCookie(
    { deleted: true, kept_billing: result.keptBilling },
    clearedSessionCookie(secureCookiesFor(req.headers)),
  );
});
