import "server-only";
import { AppError } from "../api/errors.ts";
import { getDb } from "../db/index.ts";
import type { ChatMessage } from "../db/generated/client.ts";

// Chat messages as the API shows them. The server sets sender and timestamp on everything it stores;
// the client's values are only checked for shape.

export const HISTORY_MAX = 50;

export interface Citation {
  reference: string;
  text: string;
}

export type MessageStatus = "ok" | "failed";

export interface ApiMessage {
  id: string;
  text: string;
  sender: "user" | "bot";
  /** ISO string, set by the server. */
  timestamp: string;
  user_id: string;
  citations: Citation[];
  status: MessageStatus;
}

function asCitations(value: unknown): Citation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is Citation =>
      typeof c === "object" && c !== null && typeof (c as Citation).reference === "string" && typeof (c as Citation).text === "string",
  );
}

export function toApiMessage(row: ChatMessage): ApiMessage {
  return {
    id: row.id,
    text: row.text,
    sender: row.sender === "bot" ? "bot" : "user",
    timestamp: row.createdAt.toISOString(),
    user_id: row.userId,
    citations: asCitations(row.citations),
    status: row.status === "failed" ? "failed" : "ok",
  };
}

/**
 * Stores the user's question before it is answered. Sending a question that failed earlier (the
 * chat's "Reintentar") reuses its row, moved to now, so history holds it once, in the order asked.
 */
export async function saveQuestion({ userId, text }: { userId: string; text: string }): Promise<ApiMessage> {
  const { prisma } = await getDb();
  const failed = await prisma.chatMessage.findFirst({
    where: { userId, sender: "user", status: "failed", text },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (failed) {
    const row = await prisma.chatMessage.update({ where: { id: failed.id }, data: { status: "ok", createdAt: new Date() } });
    return toApiMessage(row);
  }
  const row = await prisma.chatMessage.create({ data: { userId, sender: "user", text, status: "ok" } });
  return toApiMessage(row);
}

/** Marks a question whose answer failed, so history shows it with a way to send it again. */
export async function markQuestionFailed(id: string): Promise<void> {
  const { prisma } = await getDb();
  await prisma.chatMessage.update({ where: { id }, data: { status: "failed" } });
}

/** Stores the bot's answer, always ordered after its question even within the same millisecond. */
export async function saveAnswer({
  userId,
  text,
  citations,
  after,
}: {
  userId: string;
  text: string;
  citations: Citation[];
  after: ApiMessage;
}): Promise<ApiMessage> {
  const { prisma } = await getDb();
  const now = Date.now();
  const createdAt = new Date(Math.max(now, Date.parse(after.timestamp) + 1));
  const row = await prisma.chatMessage.create({
    data: { userId, sender: "bot", text, citations: citations.map((c) => ({ reference: c.reference, text: c.text })), createdAt },
  });
  return toApiMessage(row);
}

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return HISTORY_MAX;
  return Math.min(HISTORY_MAX, Math.max(1, Math.trunc(limit)));
}

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

function fromRow(r: MessageRow): ApiMessage {
  return toApiMessage({
    id: r.id,
    userId: r.user_id,
    sender: r.sender,
    text: r.text,
    citations: (typeof r.citations === "string" ? JSON.parse(r.citations) : r.citations) as ChatMessage["citations"],
    status: r.status,
    createdAt: new Date(Number(r.created_ms)),
  });
}

/**
 * The user's last `limit` (at most 50) messages, oldest first. One SQL statement on the
 * (user_id, created_at) index: this is the chat's most frequent read, and Prisma's row mapping
 * cost several times the query itself (bench/chat-http.ts).
 */
export async function listHistory({ userId, limit }: { userId: string; limit?: number }): Promise<ApiMessage[]> {
  const { raw } = await getDb();
  const rows = await raw.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, clampLimit(limit)],
  );
  return rows.reverse().map(fromRow);
}

type SessionHistoryRow = { live: boolean; own: boolean } & { [K in keyof MessageRow]: MessageRow[K] | null };

/**
 * GET chat/history for the request's session token: the session check (401 when missing or expired,
 * 403 when `userId` is someone else's) and the messages in one statement, one round trip instead of
 * two. Messages are only read when the session is live and belongs to `userId`.
 */
export async function listHistoryForSession({
  token,
  userId,
  limit,
  now = new Date(),
}: {
  token: string | undefined;
  userId: string;
  limit?: number;
  now?: Date;
}): Promise<ApiMessage[]> {
  if (!token) throw new AppError("unauthorized:auth");
  const { raw } = await getDb();
  const rows = await raw.query<SessionHistoryRow>(
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
    [token, userId, clampLimit(limit), now],
  );
  const [first] = rows;
  if (!first?.live) throw new AppError("unauthorized:auth");
  if (!first.own) throw new AppError("forbidden:user");
  return rows
    .filter((r): r is SessionHistoryRow & MessageRow => r.id !== null)
    .reverse()
    .map(fromRow);
}

/** The user's most recent questions, newest first (for suggestions). */
export async function recentQuestions({ userId, take }: { userId: string; take: number }): Promise<string[]> {
  const { prisma } = await getDb();
  const rows = await prisma.chatMessage.findMany({
    where: { userId, sender: "user" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { text: true },
  });
  return rows.map((r) => r.text);
}
