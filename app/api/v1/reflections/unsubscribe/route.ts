import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { unsubscribeByToken, unsubscribeSchema } from "@/lib/reflections/index.ts";

export const dynamic = "force-dynamic";

/** POST reflections/unsubscribe `{token}`: the link in each morning e-mail; no session needed (422 for a bad token). */
export const POST = handler(async (req: Request) => {
  assertSameOrigin(req);
  const { token } = await parseJson(req, unsubscribeSchema);
  return privateJson(await unsubscribeByToken({ token }));
});
