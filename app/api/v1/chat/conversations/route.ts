import { handler, privateJson } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { requireUser } from "@/lib/auth/session.ts";
import { listUserConversations, startConversation } from "@/lib/chat/conversations.ts";

export const dynamic = "force-dynamic";

/**
 * GET chat/conversations?cursor=: the user's threads, 30 per page, newest activity first,
 * `{conversations:[{id,title,updated_at}], next_cursor}` (null on the last page).
 */
export const GET = handler(async (req: Request) => {
  const user = await requireUser();
  const cursor = new URL(req.url).searchParams.get("cursor");
  return privateJson(await listUserConversations({ userId: user.id, cursor }));
});

/** POST chat/conversations: starts a thread, which becomes the current one; 201 `{id, title, updated_at}`. */
export const POST = handler(async (req: Request) => {
  assertSameOrigin(req);
  const user = await requireUser();
  return privateJson(await startConversation({ userId: user.id }), { status: 201 });
});
