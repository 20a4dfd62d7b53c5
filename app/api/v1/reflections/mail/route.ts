import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { mailChoiceSchema, setReflectionMailChoice } from "@/lib/reflections/index.ts";

export const dynamic = "force-dynamic";

/** PUT reflections/mail `{enabled}`: the morning e-mail on (subscribers; 403 otherwise) or off. */
export const PUT = handler(async (req: Request) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const { enabled } = await parseJson(req, mailChoiceSchema);
  return privateJson(await setReflectionMailChoice({ userId: user.id, enabled }));
});
