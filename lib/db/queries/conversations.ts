import "server-only";
import { randomUUID } from "node:crypto";
import type { Conversation as ConversationRow } from "../generated/client.ts";
import { getDb } from "../index.ts";
import { inTransaction, sqlFor, type Sql } from "../executor.ts";

// Every statement on conversations (a signed-in user's threads). `updated_at` is the last activity:
// the thread list is ordered by it, newest first, and the most recent one is the current thread
// (DESIGN, "Second round: decisions"). A rename does not touch it.

/** A thread as the app uses it (messages_version is GET chat/history's cache check alone). */
export type Conversation = Omit<ConversationRow, "messagesVersion">;

const NEWEST_FIRST = [{ updatedAt: "desc" as const }, { id: "desc" as const }];

interface ConversationRaw {
  id: string;
  user_id: string;
  title: string | null;
  created_ms: number | string;
  updated_ms: number | string;
}

const fromRaw = (r: ConversationRaw): Conversation => ({
  id: r.id,
  userId: r.user_id,
  title: r.title,
  createdAt: new Date(Number(r.created_ms)),
  updatedAt: new Date(Number(r.updated_ms)),
});

/** A new thread (its id a random UUID), created at `at` and last active at `activeAt` (default `at`). */
export async function insertConversation({
  userId,
  title = null,
  at = new Date(),
  activeAt = at,
  sql,
}: {
  userId: string;
  title?: string | null;
  at?: Date;
  activeAt?: Date;
  sql?: Sql;
}): Promise<Conversation> {
  const [row] = await (
    await sqlFor(sql)
  ).query<ConversationRaw>(
    `INSERT INTO conversations (id, user_id, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, user_id, title, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
               (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms`,
    [randomUUID(), userId, title, at, activeAt],
  );
  return fromRaw(row);
}

/** The thread with this id, whoever owns it (the caller decides between 404 and 403). */
export async function findConversation({ id }: { id: string }): Promise<Conversation | null> {
  const { prisma } = await getDb();
  return prisma.conversation.findUnique({ where: { id } });
}

/** The user's most recently active thread, if any. */
export async function latestConversation({ userId }: { userId: string }): Promise<Conversation | null> {
  const { prisma } = await getDb();
  return prisma.conversation.findFirst({ where: { userId }, orderBy: NEWEST_FIRST });
}

/**
 * The user's current thread, or a new one when they have none. The new one is made under a lock on
 * the user's row: first questions sent at once (a double tap, two tabs, two instances) then share one
 * thread instead of each starting its own, which would hide all but one from chat/history.
 */
export async function latestOrNewConversation({ userId }: { userId: string }): Promise<Conversation> {
  const latest = await latestConversation({ userId });
  if (latest) return latest;
  return inTransaction(async (tx) => {
    await lockUserForThreads({ userId, sql: tx });
    const row = await latestLocked({ userId, sql: tx });
    return row ? fromRaw(row) : insertConversation({ userId, sql: tx });
  });
}

/**
 * 'Nueva conversación': the user's current thread when it has no message yet, else a new one. Under
 * the same lock as latestOrNewConversation, so the button pressed twice at once (a double tap, two
 * tabs) gives one empty thread instead of one per press.
 */
export async function emptyOrNewConversation({ userId }: { userId: string }): Promise<Conversation> {
  return inTransaction(async (tx) => {
    await lockUserForThreads({ userId, sql: tx });
    const row = await latestLocked({ userId, sql: tx });
    return row && !row.used ? fromRaw(row) : insertConversation({ userId, sql: tx });
  });
}

/** The user's most recently active thread and whether it has a message, read inside the lock. */
async function latestLocked({
  userId,
  sql,
}: {
  userId: string;
  sql: Sql;
}): Promise<(ConversationRaw & { used: boolean }) | undefined> {
  const [row] = await sql.query<ConversationRaw & { used: boolean }>(
    `SELECT c.id, c.user_id, c.title, (extract(epoch FROM c.created_at) * 1000)::float8 AS created_ms,
            (extract(epoch FROM c.updated_at) * 1000)::float8 AS updated_ms,
            EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id) AS used
       FROM conversations c WHERE c.user_id = $1 ORDER BY c.updated_at DESC, c.id DESC LIMIT 1`,
    [userId],
  );
  return row;
}

/**
 * One page of the user's threads, newest activity first: `after` is the last row of the previous
 * page (keyset paging, so a thread that moves to the top meanwhile is neither repeated nor skipped
 * further down).
 */
export async function listConversations({
  userId,
  take,
  after,
}: {
  userId: string;
  take: number;
  after?: { updatedAt: Date; id: string };
}): Promise<Conversation[]> {
  const { prisma } = await getDb();
  return prisma.conversation.findMany({
    where: {
      userId,
      ...(after
        ? {
            OR: [{ updatedAt: { lt: after.updatedAt } }, { updatedAt: after.updatedAt, id: { lt: after.id } }],
          }
        : {}),
    },
    orderBy: NEWEST_FIRST,
    take,
  });
}

export async function renameConversation({
  id,
  userId,
  title,
}: {
  id: string;
  userId: string;
  title: string;
}): Promise<Conversation | null> {
  const { prisma } = await getDb();
  const { count } = await prisma.conversation.updateMany({ where: { id, userId }, data: { title } });
  return count ? prisma.conversation.findUnique({ where: { id } }) : null;
}

/** Deletes the thread and (by cascade) its messages; false when the user has no such thread. */
export async function deleteConversation({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { prisma } = await getDb();
  const { count } = await prisma.conversation.deleteMany({ where: { id, userId } });
  return count > 0;
}

/**
 * A message was sent to the thread at `at`: it becomes the most recently active, and a thread that
 * has no title yet is named by `title` (its first question).
 */
export async function touchConversation({
  id,
  at,
  title = null,
  sql,
}: {
  id: string;
  at: Date;
  title?: string | null;
  sql?: Sql;
}): Promise<void> {
  await (
    await sqlFor(sql)
  ).query(
    `UPDATE conversations SET updated_at = GREATEST(updated_at, $2), title = coalesce(title, $3::text) WHERE id = $1`,
    [id, at, title],
  );
}

export async function userHasConversations({ userId, sql }: { userId: string; sql?: Sql }): Promise<boolean> {
  const rows = await (
    await sqlFor(sql)
  ).query<{ one: number }>(`SELECT 1 AS one FROM conversations WHERE user_id = $1 LIMIT 1`, [userId]);
  return rows.length > 0;
}

/**
 * Locks the user's row until the caller's transaction ends: two sign-in events of one new account
 * (a double submit) then cannot both see "no threads yet".
 */
export async function lockUserForThreads({ userId, sql }: { userId: string; sql: Sql }): Promise<void> {
  await sql.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
}
