import "server-only";
import { z } from "zod";
import { CONVERSATION_TEXT } from "../../content/conversations.ts";
import { AppError } from "../api/errors.ts";
import { conversationMessagesJson } from "../db/queries/chat-messages.ts";
import {
  deleteConversation as deleteConversationRow,
  emptyOrNewConversation,
  findConversation,
  latestOrNewConversation,
  listConversations as listConversationRows,
  renameConversation as renameConversationRow,
  type Conversation,
} from "../db/queries/conversations.ts";
import { TITLE_MAX } from "./conversation-title.ts";
import { conversationIdSchema } from "./message-schema.ts";
import { clampLimit } from "./messages.ts";

// A signed-in user's conversation threads. The current thread is the most recently active one
// (created, or a message sent to it): GET chat/history answers it and chat/send without a
// conversation_id writes to it. Another user's thread is a 403 (like history), a deleted or
// unknown one a 404.

export const CONVERSATIONS_PAGE = 30;

export interface ApiConversation {
  id: string;
  title: string;
  updated_at: string;
}

export function toApiConversation(row: Conversation): ApiConversation {
  return { id: row.id, title: row.title ?? CONVERSATION_TEXT.untitled, updated_at: row.updatedAt.toISOString() };
}

export const renameSchema = z.object({
  title: z
    .string({ message: "validation:conversation_title" })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .refine((s) => s.length > 0 && s.length <= TITLE_MAX, { message: "validation:conversation_title" }),
});

function parseId(id: string): string {
  const parsed = conversationIdSchema.safeParse(id);
  // A malformed id names no thread the caller could own: the same 404 as an unknown one.
  if (!parsed.success) throw new AppError("not_found:conversation");
  return parsed.data;
}

/** The thread, when it is the user's: 404 when it does not exist (or was deleted), 403 when it is someone else's. */
export async function ownConversation({ userId, id }: { userId: string; id: string }): Promise<Conversation> {
  const row = await findConversation({ id: parseId(id) });
  if (!row) throw new AppError("not_found:conversation");
  if (row.userId !== userId) throw new AppError("forbidden:user");
  return row;
}

/**
 * The thread a question goes to: the one named (checked: 403/404), else the current one, else a new
 * one (the user's first question).
 */
export async function threadForSend({
  userId,
  conversationId,
}: {
  userId: string;
  conversationId?: string;
}): Promise<Conversation> {
  if (conversationId) return ownConversation({ userId, id: conversationId });
  return latestOrNewConversation({ userId });
}

/**
 * 'Nueva conversación': a new, current thread. When the current thread has no message yet it is
 * that one, so pressing the button twice does not fill the list with empty threads.
 */
export async function startConversation({ userId }: { userId: string }): Promise<ApiConversation> {
  return toApiConversation(await emptyOrNewConversation({ userId }));
}

// The list's cursor is the last row of the page it follows, opaque to clients.
function encodeCursor(row: Conversation): string {
  return Buffer.from(`${row.updatedAt.getTime()}:${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { updatedAt: Date; id: string } {
  const [ms, id] = Buffer.from(cursor, "base64url").toString().split(":");
  const at = Number(ms);
  if (!/^\d{1,15}$/.test(ms ?? "") || !Number.isFinite(at) || !conversationIdSchema.safeParse(id).success)
    throw new AppError("validation:cursor");
  return { updatedAt: new Date(at), id };
}

/** One page (30) of the user's threads, newest activity first, and the cursor of the next page. */
export async function listUserConversations({
  userId,
  cursor,
}: {
  userId: string;
  cursor?: string | null;
}): Promise<{ conversations: ApiConversation[]; next_cursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rows = await listConversationRows({ userId, take: CONVERSATIONS_PAGE + 1, after });
  const page = rows.slice(0, CONVERSATIONS_PAGE);
  return {
    conversations: page.map(toApiConversation),
    next_cursor: rows.length > CONVERSATIONS_PAGE ? encodeCursor(page[page.length - 1]) : null,
  };
}

/**
 * GET conversations/{id}: the thread and its last `limit` (≤ 50) messages, oldest first, as JSON
 * text (the messages are rendered by the database, as for history).
 */
export async function conversationJson({
  userId,
  id,
  limit,
}: {
  userId: string;
  id: string;
  limit?: number;
}): Promise<string> {
  const row = await ownConversation({ userId, id });
  const messages = await conversationMessagesJson({ conversationId: row.id, limit: clampLimit(limit) });
  const head = JSON.stringify(toApiConversation(row));
  return `${head.slice(0, -1)},"messages":${messages}}`;
}

export async function renameUserConversation({
  userId,
  id,
  title,
}: {
  userId: string;
  id: string;
  title: string;
}): Promise<ApiConversation> {
  const row = await ownConversation({ userId, id });
  const renamed = await renameConversationRow({ id: row.id, userId, title });
  // Deleted between the check and the rename.
  if (!renamed) throw new AppError("not_found:conversation");
  return toApiConversation(renamed);
}

/** Deletes the thread and its messages for good. */
export async function deleteUserConversation({ userId, id }: { userId: string; id: string }): Promise<void> {
  const row = await ownConversation({ userId, id });
  if (!(await deleteConversationRow({ id: row.id, userId }))) throw new AppError("not_found:conversation");
}
