import { NextResponse } from "next/server";
import { handler, parseJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { assertSameUser, requireUser } from "@/lib/auth/session.ts";
import { userMessageSchema } from "@/lib/chat/message-schema.ts";
import { sendChatMessage, streamChatMessage } from "@/lib/chat/send.ts";
import { wantsEventStream } from "@/lib/api/sse.ts";

export const dynamic = "force-dynamic";

/**
 * POST chat/send: `{text, sender, timestamp, user_id, conversation_id?}` → `{text, timestamp, citations,
 * conversation_id}`, or SSE when asked.
 */
export const POST = handler(async (req: Request) => {
  // Sending spends the allowance: a cross-site page must not be able to do it with the user's cookie.
  assertSameOrigin(req);
  const user = await requireUser();
  const body = await parseJson(req, userMessageSchema);
  assertSameUser(user, body.user_id);
  const turn = {
    userId: user.id,
    text: body.text,
    conversationId: body.conversation_id ?? undefined,
    signal: req.signal,
  };
  if (wantsEventStream(req)) return streamChatMessage(turn);
  return NextResponse.json(await sendChatMessage(turn));
});
