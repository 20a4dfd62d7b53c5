import { NextResponse } from "next/server";
import { handler, parseJson, privateJson, privateJsonText } from "@/lib/api/respond.ts";
import { assertSameOrigin } from "@/lib/auth/same-origin.ts";
import { requireUser } from "@/lib/auth/session.ts";
import {
  conversationJson,
  deleteUserConversation,
  renameSchema,
  renameUserConversation,
} from "@/lib/chat/conversations.ts";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/**
 * GET chat/conversations/{id}?limit=50: `{id, title, updated_at, messages}` with the thread's last
 * messages, oldest first (as history); 403 another user's thread, 404 a deleted or unknown one.
 */
export const GET = handler(async (req: Request, ctx: Ctx) => {
  const user = await requireUser();
  const limitParam = new URL(req.url).searchParams.get("limit");
  const limit = limitParam === null ? undefined : Number(limitParam);
  return privateJsonText(await conversationJson({ userId: user.id, id: (await ctx.params).id, limit }));
});

/** PATCH chat/conversations/{id} `{title}`: renames the thread (it keeps its place in the list). */
export const PATCH = handler(async (req: Request, ctx: Ctx) => {
  assertSameOrigin(req);
  const user = await requireUser();
  const { title } = await parseJson(req, renameSchema);
  return privateJson(await renameUserConversation({ userId: user.id, id: (await ctx.params).id, title }));
});

/** DELETE chat/conversations/{id}: deletes the thread and its messages for good; 204. */
export const DELETE = handler(async (req: Request, ctx: Ctx) => {
  assertSameOrigin(req);
  const user = await requireUser();
  await deleteUserConversation({ userId: user.id, id: (await ctx.params).id });
  return new NextResponse(null, { status: 204, headers: { "cache-control": "no-store" } });
});
