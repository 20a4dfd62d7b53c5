import { handler, parseJson, privateJson } from "@/lib/api/respond.ts";
import { analyticsChoiceSchema, analyticsOptedOut, setAnalyticsChoice } from "@/lib/analytics/preferences.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { getSessionUser, requireUser } from "@/lib/auth/session.ts";

export const dynamic = "force-dynamic";

/** GET account/analytics: `{opted_out}` for the session (false for a visitor); the browser asks before starting analytics. */
export const GET = handler(async () => {
  const user = await getSessionUser();
  return privateJson({ opted_out: await analyticsOptedOut(user?.id ?? null) });
});

/** PUT account/analytics `{opted_out}`: records opposition to analytics (or withdraws it). */
export const PUT = handler(async (req: Request) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const { opted_out } = await parseJson(req, analyticsChoiceSchema);
  await setAnalyticsChoice({ userId: user.id, optedOut: opted_out });
  return privateJson({ opted_out });
});
