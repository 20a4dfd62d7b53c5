import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { clientIp } from "@/lib/api/client-ip.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { getSessionUser } from "@/lib/auth/session.ts";
import { createSupportRequest, supportSchema } from "@/lib/support/index.ts";

export const dynamic = "force-dynamic";

/**
 * POST support `{topic, message, email?}` (signed in, or a guest with `email`): 201
 * `{id, folio, priority, reply_promise, reply_within_hours, email}`; 422 bad input; 429 too many.
 */
export const POST = handler(async (req: Request) => {
  assertSameOrigin(req);
  const user = await getSessionUser();
  const input = await parseJson(req, supportSchema);
  return privateJson(await createSupportRequest({ user, input, ip: clientIp(req) }), { status: 201 });
});
