import "server-only";
import { AppError } from "../api/errors.ts";
import {
  createMessage,
  conversationMessagesJson,
  findFailedQuestion,
  historyStateForSession,
  latestMessages,
  recentQuestionTexts,
  updateMessage,
  type MessageRecord,
} from "../db/queries/chat-messages.ts";
import { touchConversation } from "../db/queries/conversations.ts";
import { titleFromQuestion } from "./conversation-title.ts";

// Chat messages as the API shows them. The server sets sender and timestamp on everything it stores;
// the client's values are only checked for shape.

export const HISTORY_MAX = 50;

import type { Citation } from "../citation.ts";
export type { Citation };

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

export function asCitations(value: unknown): Citation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is Citation =>
      typeof c === "object" &&
      c !== null &&
      typeof (c as Citation).reference === "string" &&
      typeof (c as Citation).text === "string",
  );
}

export function toApiMessage(row: MessageRecord): ApiMessage {
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
 * Stores the user's question in its thread before it is answered, which makes that thread the
 * current one (and names it, when this is its first question). Sending a question that failed earlier
 * in the thread (the chat's "Reintentar") reuses its row, moved to now, so the thread holds it once,
 * in the order asked.
 */
export async function saveQuestion({
  userId,
  conversationId,
  text,
}: {
  userId: string;
  conversationId: string;
  text: string;
}): Promise<ApiMessage> {
  const failed = await findFailedQuestion({ conversationId, text });
  const row = failed
    ? await updateMessage({ id: failed.id, status: "ok", createdAt: new Date() })
    : await createMessage({ userId, conversationId, sender: "user", text, status: "ok" });
  await touchConversation({ id: conversationId, at: row.createdAt, title: titleFromQuestion(text) });
  return toApiMessage(row);
}

/** Marks a question whose answer failed, so history shows it with a way to send it again. */
export async function markQuestionFailed(id: string): Promise<void> {
  await updateMessage({ id, status: "failed" });
}

/** Stores the bot's answer, always ordered after its question even within the same millisecond. */
export async function saveAnswer({
  userId,
  conversationId,
  text,
  citations,
  after,
}: {
  userId: string;
  conversationId: string;
  text: string;
  citations: Citation[];
  after: ApiMessage;
}): Promise<ApiMessage> {
  const createdAt = new Date(Math.max(Date.now(), Date.parse(after.timestamp) + 1));
  const row = await createMessage({
    userId,
    conversationId,
    sender: "bot",
    text,
    citations: citations.map((c) => ({ reference: c.reference, text: c.text })),
    createdAt,
  });
  await touchConversation({ id: conversationId, at: createdAt });
  return toApiMessage(row);
}

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return HISTORY_MAX;
  return Math.min(HISTORY_MAX, Math.max(1, Math.trunc(limit)));
}

/** The last `limit` (at most 50) messages of the user's current thread, oldest first. */
export async function listHistory({ userId, limit }: { userId: string; limit?: number }): Promise<ApiMessage[]> {
  return (await latestMessages({ userId, limit: clampLimit(limit) })).map(toApiMessage);
}

/** A history read: the request's session token, whose user's history it asks for, and how much. */
export interface HistoryRequest {
  token: string | undefined;
  userId: string;
  limit?: number;
  now?: Date;
}

/**
 * GET chat/history for the request's session token: 401 when the session is missing or expired, 403
 * when `userId` is someone else's; messages are only read when the session is live and theirs.
 */
export async function listHistoryForSession({
  token,
  userId,
  limit,
  now = new Date(),
}: HistoryRequest): Promise<ApiMessage[]> {
  return JSON.parse(
    new TextDecoder().decode(await historyBodyForSession({ token, userId, limit, now })),
  ) as ApiMessage[];
}

/**
 * GET chat/history's body per thread and limit, with the thread's messages' version it was read at.
 * Every call still checks the session and reads the version in one small statement; only when the
 * version moved (a message written, changed or removed, by any process: a trigger keeps it) is the
 * thread read again. Shared data stays in the database (DESIGN, "Scaling out"); this is a copy checked
 * on each use. Kept as UTF-8 bytes, not text: encoding the ~41 KB body on every response was ~9% of
 * the server's CPU under load (bench/chat-http.ts). Bounded by size, least recently used out first.
 */
const historyCache = new Map<string, { version: number; body: Uint8Array<ArrayBuffer> }>();
const HISTORY_CACHE_BYTES = 4 * 1024 * 1024;
let historyCacheBytes = 0;

function cachedHistory(key: string, version: number): Uint8Array<ArrayBuffer> | undefined {
  const hit = historyCache.get(key);
  if (!hit) return undefined;
  historyCache.delete(key);
  if (hit.version !== version) {
    historyCacheBytes -= hit.body.byteLength;
    return undefined;
  }
  historyCache.set(key, hit);
  return hit.body;
}

function keepHistory(key: string, version: number, body: Uint8Array<ArrayBuffer>): void {
  // Two calls that missed at once both keep what they read: count the one replaced out.
  historyCacheBytes -= historyCache.get(key)?.body.byteLength ?? 0;
  historyCache.delete(key);
  historyCache.set(key, { version, body });
  historyCacheBytes += body.byteLength;
  for (const [oldKey, old] of historyCache) {
    if (historyCacheBytes <= HISTORY_CACHE_BYTES) break;
    historyCache.delete(oldKey);
    historyCacheBytes -= old.body.byteLength;
  }
}

const utf8 = new TextEncoder();
const EMPTY_HISTORY = utf8.encode("[]");

/**
 * The same as listHistoryForSession, as the UTF-8 JSON body the route sends: rendered by the database
 * (each message's JSON is stored with it) and kept per thread version, so the server neither parses
 * rows nor serialises objects on the chat's most frequent read. The bytes are shared between calls:
 * read them, never write to them.
 */
export async function historyBodyForSession({
  token,
  userId,
  limit,
  now = new Date(),
}: HistoryRequest): Promise<Uint8Array<ArrayBuffer>> {
  if (!token) throw new AppError("unauthorized:auth");
  const state = await historyStateForSession({ sessionToken: token, userId, now });
  if (!state?.live) throw new AppError("unauthorized:auth");
  if (!state.own) throw new AppError("forbidden:user");
  if (state.conversationId === null || state.version === null) return EMPTY_HISTORY;
  const take = clampLimit(limit);
  const key = `${state.conversationId}:${take}`;
  const cached = cachedHistory(key, state.version);
  if (cached !== undefined) return cached;
  // Read after the version: the JSON is at least as new as the version it is kept under, so a later
  // write always makes the next call read again.
  const body = utf8.encode(await conversationMessagesJson({ conversationId: state.conversationId, limit: take }));
  keepHistory(key, state.version, body);
  return body;
}

/** The user's most recent questions, newest first (for suggestions). */
export async function recentQuestions({ userId, take }: { userId: string; take: number }): Promise<string[]> {
  return recentQuestionTexts({ userId, take });
}
