import "server-only";
import type { ChatMessage, Prisma } from "../generated/client.ts";
import { getDb } from "../index.ts";
import { sqlFor, type Sql } from "../executor.ts";

// The chat_messages table. Every read orders by (created_at, id), the order history shows.

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The thread's newest failed question with exactly this text, if any. */
export async function findFailedQuestion({
  conversationId,
  text,
}: {
  conversationId: string;
  text: string;
}): Promise<ChatMessage | null> {
  const { prisma } = await getDb();
  return prisma.chatMessage.findFirst({
    where: { conversationId, sender: "user", status: "failed", text },
    orderBy: NEWEST_FIRST,
  });
}

export async function createMessage(data: Prisma.ChatMessageUncheckedCreateInput): Promise<ChatMessage> {
  const { prisma } = await getDb();
  return prisma.chatMessage.create({ data });
}

export async function updateMessage({
  id,
  ...data
}: { id: string } & Pick<Prisma.ChatMessageUpdateInput, "status" | "createdAt">): Promise<ChatMessage> {
  const { prisma } = await getDb();
  return prisma.chatMessage.update({ where: { id }, data });
}

/** Texts of the user's newest questions, newest first. */
export async function recentQuestionTexts({ userId, take }: { userId: string; take: number }): Promise<string[]> {
  const { prisma } = await getDb();
  const rows = await prisma.chatMessage.findMany({
    where: { userId, sender: "user" },
    orderBy: NEWEST_FIRST,
    take,
    select: { text: true },
  });
  return rows.map((r) => r.text);
}

/** The thread's newest answered messages (status ok) stored before `before`, newest first. */
export async function okMessagesBefore({
  conversationId,
  before,
  take,
}: {
  conversationId: string;
  before: Date;
  take: number;
}): Promise<Pick<ChatMessage, "sender" | "text" | "citations">[]> {
  const { prisma } = await getDb();
  return prisma.chatMessage.findMany({
    where: { conversationId, status: "ok", createdAt: { lt: before } },
    orderBy: NEWEST_FIRST,
    take,
    select: { sender: true, text: true, citations: true },
  });
}

/** Stores one message inside the caller's transaction (carrying a demo into a new account). */
export async function insertMessageRow({
  id,
  userId,
  conversationId,
  sender,
  text,
  citations,
  createdAt,
  sql,
}: {
  id: string;
  userId: string;
  conversationId: string;
  sender: "user" | "bot";
  text: string;
  citations: unknown;
  createdAt: Date;
  sql?: Sql;
}): Promise<void> {
  await (
    await sqlFor(sql)
  ).query(
    `INSERT INTO chat_messages (id, user_id, conversation_id, sender, text, citations, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'ok', $7)`,
    [id, userId, conversationId, sender, text, citations == null ? null : JSON.stringify(citations), createdAt],
  );
}

// The history reads below are the chat's most frequent: one SQL statement each on the
// (conversation_id, created_at, id) index, because Prisma's row mapping cost several times the query
// itself (bench/chat-http.ts). History is the current thread's: the user's most recently active one,
// found on the (user_id, updated_at DESC, id DESC) index of conversations.

const CURRENT_THREAD = `(SELECT c.id FROM conversations c WHERE c.user_id = $1 ORDER BY c.updated_at DESC, c.id DESC LIMIT 1)`;

interface MessageRow {
  id: string;
  user_id: string;
  conversation_id: string;
  sender: string;
  text: string;
  citations: unknown;
  status: string;
  /** created_at in epoch milliseconds: a float8 is far cheaper for the driver than a timestamptz. */
  created_ms: number | string;
}

const MESSAGE_COLUMNS = `id, user_id, conversation_id, sender, text, citations, status, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`;

/** A message row as the chat reads it (the stored API JSON aside). */
export type MessageRecord = Omit<ChatMessage, "apiJson">;

function fromRow(r: MessageRow): MessageRecord {
  return {
    id: r.id,
    userId: r.user_id,
    conversationId: r.conversation_id,
    sender: r.sender,
    text: r.text,
    citations: (typeof r.citations === "string" ? JSON.parse(r.citations) : r.citations) as ChatMessage["citations"],
    status: r.status,
    createdAt: new Date(Number(r.created_ms)),
  };
}

/** The last `limit` messages of the user's current thread, oldest first. */
export async function latestMessages({
  userId,
  limit,
  sql,
}: {
  userId: string;
  limit: number;
  sql?: Sql;
}): Promise<MessageRecord[]> {
  const rows = await (
    await sqlFor(sql)
  ).query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = ${CURRENT_THREAD}
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.reverse().map(fromRow);
}

/**
 * The messages of subquery `m` (newest first, with api_json, created_at and id) as the API's JSON
 * array, oldest first. Each row's JSON is rendered by the chat_messages_api_json trigger when the row
 * is written (the same fields, values and order as lib/chat/messages.ts's toApiMessage, which
 * tests/unit/session-reads.test.ts holds it to), so a read only joins stored texts: rendering 50 rows
 * per request cost several times more, on PGlite in the server's own thread.
 */
const MESSAGES_JSON = `'[' || coalesce(string_agg(m.api_json, ',' ORDER BY m.created_at, m.id), '') || ']'`;

/**
 * GET chat/history's check: whether the session is live and belongs to `userId`, and only then that
 * user's current thread and its messages' version (bumped by a trigger on every write to them). Small
 * and fixed-size, so the history's JSON can be kept in process and only re-read when the version moved
 * (bench/chat-http.ts). Null when there is no such session.
 */
export async function historyStateForSession({
  sessionToken,
  userId,
  now,
  sql,
}: {
  sessionToken: string;
  userId: string;
  now: Date;
  sql?: Sql;
}): Promise<{ live: boolean; own: boolean; conversationId: string | null; version: number | null } | null> {
  const [row] = await (
    await sqlFor(sql)
  ).query<{ live: boolean; own: boolean; conversationId: string | null; version: number | null }>(
    `SELECT s.expires > $3 AS live, s.user_id = $2 AS own, c.id AS "conversationId", c.messages_version AS version
     FROM sessions s
     LEFT JOIN LATERAL (
       SELECT id, messages_version FROM conversations
       WHERE user_id = $2 AND s.user_id = $2 AND s.expires > $3
       ORDER BY updated_at DESC, id DESC LIMIT 1
     ) c ON true
     WHERE s.session_token = $1`,
    [sessionToken, userId, now],
    // Prepared once per connection: planning this join cost several times running it.
    { name: "history_state" },
  );
  return row ?? null;
}

/** The thread's last `limit` messages as the API's JSON array, oldest first. */
export async function conversationMessagesJson({
  conversationId,
  limit,
  sql,
}: {
  conversationId: string;
  limit: number;
  sql?: Sql;
}): Promise<string> {
  const [row] = await (
    await sqlFor(sql)
  ).query<{ json: string }>(
    `SELECT ${MESSAGES_JSON} AS json FROM (
       SELECT api_json, created_at, id FROM chat_messages WHERE conversation_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $2
     ) m`,
    [conversationId, limit],
  );
  return row.json;
}
