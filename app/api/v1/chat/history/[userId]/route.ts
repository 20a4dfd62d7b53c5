import { handler, privateJsonText } from "@/lib/api/respond.ts";
import { requestSessionToken } from "@/lib/auth/session.ts";
import { historyBodyForSession } from "@/lib/chat/messages.ts";

export const dynamic = "force-dynamic";

/**
 * GET chat/history/{userId}?limit=50: the user's last messages, oldest first; 401 signed out, 403 for
 * another user's id. The session is checked inside the history's own SQL statement, which also
 * renders the JSON: one round trip and no per-message work here on the chat's most frequent read
 * (bench/chat-http.ts).
 */
export const GET = handler(async (req: Request, ctx: { params: Promise<{ userId: string }> }) => {
  const { userId } = await ctx.params;
  const limitParam = new URL(req.url).searchParams.get("limit");
  const limit = limitParam === null ? undefined : Number(limitParam);
  return privateJsonText(await historyBodyForSession({ token: await requestSessionToken(), userId, limit }));
});
