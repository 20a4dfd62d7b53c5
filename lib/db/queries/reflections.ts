import "server-only";
import { getDb } from "../index.ts";
import type { DailyReflection } from "../generated/client.ts";

// Every statement on daily_reflections and reflection_mails ('Reflexión de hoy').

export type { DailyReflection };

export type NewReflection = Pick<
  DailyReflection,
  "reference" | "passageText" | "text" | "subjectId" | "source" | "engine"
>;

export async function findDailyReflection({
  userId,
  day,
}: {
  userId: string;
  day: string;
}): Promise<DailyReflection | null> {
  const { prisma } = await getDb();
  return prisma.dailyReflection.findUnique({ where: { userId_day: { userId, day } } });
}

/**
 * Keeps the first reflection written for this person and day: a second writer (two requests at once,
 * or the card and the morning mail) gets the stored one back, so everyone sees the same text.
 */
export async function saveDailyReflection({
  userId,
  day,
  reflection,
}: {
  userId: string;
  day: string;
  reflection: NewReflection;
}): Promise<DailyReflection> {
  const { raw } = await getDb();
  await raw.query(
    `INSERT INTO daily_reflections (user_id, day, reference, passage_text, text, subject_id, source, engine)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, day) DO NOTHING`,
    [
      userId,
      day,
      reflection.reference,
      reflection.passageText,
      reflection.text,
      reflection.subjectId,
      reflection.source,
      reflection.engine,
    ],
  );
  return (await findDailyReflection({ userId, day }))!;
}

/** Every reflection written for this person, oldest first (the account export). */
export async function listDailyReflectionsByUser({ userId }: { userId: string }): Promise<DailyReflection[]> {
  const { prisma } = await getDb();
  return prisma.dailyReflection.findMany({ where: { userId }, orderBy: { day: "asc" } });
}

/** The references of this person's reflections since `sinceDay` (to vary the passage from day to day). */
export async function recentReflectionReferences({
  userId,
  sinceDay,
}: {
  userId: string;
  sinceDay: string;
}): Promise<string[]> {
  const { prisma } = await getDb();
  const rows = await prisma.dailyReflection.findMany({
    where: { userId, day: { gte: sinceDay } },
    select: { reference: true },
    orderBy: { day: "desc" },
  });
  return rows.map((r) => r.reference);
}

/** A person's activity since `since`, newest first, at most `limit` items. */
interface RecentWindow {
  userId: string;
  since: Date;
  limit: number;
}

/** The texts of this person's recent questions, newest first (what the reflection is chosen from). */
export async function recentQuestionTexts({ userId, since, limit }: RecentWindow): Promise<string[]> {
  const { prisma } = await getDb();
  const rows = await prisma.chatMessage.findMany({
    where: { userId, sender: "user", createdAt: { gte: since } },
    select: { text: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((r) => r.text);
}

/** The titles of this person's threads active since `since`, most recent first (named by them, or their first question). */
export async function recentConversationTitles({ userId, since, limit }: RecentWindow): Promise<string[]> {
  const { prisma } = await getDb();
  const rows = await prisma.conversation.findMany({
    where: { userId, updatedAt: { gte: since }, title: { not: null } },
    select: { title: true },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((r) => r.title!).filter(Boolean);
}

/** Subscribers' accounts that asked for the morning e-mail and have not been claimed for `day` yet. */
export async function listReflectionMailCandidates({
  day,
  staleBefore,
}: {
  day: string;
  staleBefore: Date;
}): Promise<{ userId: string; email: string }[]> {
  const { raw } = await getDb();
  const rows = await raw.query<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM users u
      WHERE u.reflection_mail AND u.email IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM reflection_mails m
           WHERE m.user_id = u.id AND m.day = $1 AND (m.sent_at IS NOT NULL OR m.claimed_at >= $2))
      ORDER BY u.id`,
    [day, staleBefore],
  );
  return rows.map((r) => ({ userId: r.id, email: r.email }));
}

/**
 * Claims this person's e-mail for `day` in one statement: the first claim inserts the row; a claim
 * that never sent (its instance died) can be taken over once it is older than `staleBefore`. True
 * only for the one caller that now owns the send. A check-then-send would let two instances both send.
 */
export async function claimReflectionMail({
  userId,
  day,
  now,
  staleBefore,
}: {
  userId: string;
  day: string;
  now: Date;
  staleBefore: Date;
}): Promise<boolean> {
  const { raw } = await getDb();
  const rows = await raw.query(
    `INSERT INTO reflection_mails (user_id, day, claimed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, day) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
       WHERE reflection_mails.sent_at IS NULL AND reflection_mails.claimed_at < $4
     RETURNING 1`,
    [userId, day, now, staleBefore],
  );
  return rows.length > 0;
}

export async function markReflectionMailSent({
  userId,
  day,
  at,
}: {
  userId: string;
  day: string;
  at: Date;
}): Promise<void> {
  const { raw } = await getDb();
  await raw.query(`UPDATE reflection_mails SET sent_at = $3 WHERE user_id = $1 AND day = $2`, [userId, day, at]);
}

/** Gives a claim back after a failed send, so a later run tries again the same day. */
export async function releaseReflectionMail({ userId, day }: { userId: string; day: string }): Promise<void> {
  const { raw } = await getDb();
  await raw.query(`DELETE FROM reflection_mails WHERE user_id = $1 AND day = $2 AND sent_at IS NULL`, [userId, day]);
}
