import "server-only";
import type { ChatMessage, Prisma } from "../generated/client.ts";
import { getDb } from "../index.ts";
import { sqlFor, type Sql } from "../executor.ts";

// The chat_messages table. Every read orders by (created_at, id), the order history shows.

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The user's newest failed question with exactly this text, if any. */
export async function findFailedQuestion({ userId, text }: { userId: string; text: string }): Promise<ChatMessage | null> {
  const { prisma } = await getDb();
  return prisma.chatMessage.findFirst({ where: { userId, sender: "user", status: "failed", text }, orderBy: NEWEST_FIRST });
}

export async function createMessage(data: Prisma.ChatMessageUncheckedCreateInput): Promise<ChatMessage> {
  const { prisma } = await getDb();
  return prisma.chatMessage.create({ data });
}

export async function updateMessage({ id, ...data }: { id: string } & Pick<Prisma.ChatMessageUpdateInput, "status" | "createdAt">): Promise<ChatMessage> {
  const { prisma } = await getDb();
  return prisma.chatMessage.update({ where: { id }, data });
}

/** Texts of the user's newest questions, newest first. */
export async function recentQuestionTexts({ userId, take }: { userId: string; take: number }): Promise<string[]> {
  const { prisma } = await getDb();
  const rows = await prisma.chatMessage.findMany({ where: { userId, sender: "user" }, orderBy: NEWEST_FIRST, take, select: { text: true } });
  return rows.map((r) => r.text);
}

/** The user's newest answered messages (status ok) stored before `before`, newest first. */
export async function okMessagesBefore({
  userId,
  before,
  take,
}: {
  userId: string;
  before: Date;
  take: number;
}): Promise<Pick<ChatMessage, "sender" | "text">[]> {
  const { prisma } = await getDb();
  return prisma.chatMessage.findMany({
    where: { userId, status: "ok", createdAt: { lt: before } },
    orderBy: NEWEST_FIRST,
    take,
    select: { sender: true, text: true },
  });
}

// The history reads below are the chat's most frequent: one SQL statement each on the
// (user_id, created_at) index, because Prisma's row mapping cost several times the query itself
// (bench/chat-http.ts).

interface MessageRow {
  id: string;
  user_id: string;
  sender: string;
  text: string;
  citations: unknown;
  status: string;
  /** created_at in epoch milliseconds: a float8 is far cheaper for the driver than a timestamptz. */
  created_ms: number | string;
}

const MESSAGE_COLUMNS = `id, user_id, sender, text, citations, status, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`;

function fromRow(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    userId: r.user_id,
    sender: r.sender,
    text: r.text,
    citations: (typeof r.citations === "string" ? JSON.parse(r.citations) : r.citations) as ChatMessage["citations"],
    status: r.status,
    createdAt: new Date(Number(r.created_ms)),
  };
}

/** The user's last `limit` messages, oldest first. */
export async function latestMessages({ userId, limit, sql }: { userId: string; limit: number; sql?: Sql }): Promise<ChatMessage[]> {
  const rows = await (await sqlFor(sql)).query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.reverse().map(fromRow);
}

type SessionHistoryRow = { live: boolean; own: boolean } & { [K in keyof MessageRow]: MessageRow[K] | null };

/**
 * The session check and the messages in one statement, one round trip instead of two: whether the
 * session is live, whether it belongs to `userId`, and only when both hold, that user's last `limit`
 * messages, oldest first. Null when there is no such session.
 */
export async function latestMessagesForSession({
  sessionToken,
  userId,
  limit,
  now,
  sql,
}: {
  sessionToken: string;
  userId: string;
  limit: number;
  now: Date;
  sql?: Sql;
}): Promise<{ live: boolean; own: boolean; messages: ChatMessage[] } | null> {
  const rows = await (await sqlFor(sql)).query<SessionHistoryRow>(
    // live/own are booleans rather than the expiry and owner: repeated on each of the 50 rows, a
    // boolean costs the driver nothing to parse.
    `SELECT s.expires > $4 AS live, s.user_id = $2 AS own, m.*
     FROM sessions s
     LEFT JOIN LATERAL (
       SELECT ${MESSAGE_COLUMNS} FROM chat_messages
       WHERE user_id = s.user_id AND s.user_id = $2 AND s.expires > $4
       ORDER BY created_at DESC, id DESC LIMIT $3
     ) m ON true
     WHERE s.session_token = $1`,
    [sessionToken, userId, limit, now],
  );
  const [first] = rows;
  if (!first) return null;
  const messages = rows
    .filter((r): r is SessionHistoryRow & MessageRow => r.id !== null)
    .reverse()
    .map(fromRow);
  return { live: first.live, own: first.own, messages };
}
