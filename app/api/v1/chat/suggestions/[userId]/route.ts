import { handler, privateJson } from "@/lib/api/respond.ts";
import { assertSameUser, requireUser } from "@/lib/auth/session.ts";
import { suggestionsFor } from "@/lib/chat/suggestions.ts";

export const dynamic = "force-dynamic";

/** GET chat/suggestions/{userId}: `{suggestions: [{text}]}` from the user's recent topics. */
export const GET = handler(async (_req: Request, ctx: { params: Promise<{ userId: string }> }) => {
  const user = await requireUser();
  assertSameUser(user, (await ctx.params).userId);
  return privateJson({ suggestions: await suggestionsFor({ userId: user.id }) });
});
