import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { AppError } from "../api/errors.ts";
import { writeReflection, type ReflectionSubject } from "../answers/reflection.ts";
import { hasActiveSubscription } from "../billing/index.ts";
import {
  findDailyReflection,
  listDailyReflectionsByUser,
  saveDailyReflection,
  type DailyReflection,
} from "../db/queries/reflections.ts";
import { readUserPreferences, setReflectionMail } from "../db/queries/user-preferences.ts";
import { mexicoDay } from "../quota/windows.ts";
import { authSecret } from "../secrets/auth-secret.ts";
import { findReferences } from "../scripture/index.ts";
import { versePath } from "../scripture/reader/paths.ts";
import { subjectById, type Subject } from "../scripture/subjects/index.ts";
import { SEASON_PLANS } from "../../content/reflections.ts";
import { chooseReflection, seasonalChoice, type ReflectionChoice } from "./select.ts";
import { dayNumber, seasonOf } from "./seasons.ts";

// 'Reflexión de hoy' (Reflexiones personalizadas, a Premium promise). A subscriber gets one reflection
// a day (Mexico City), written once and kept, so the card and the morning e-mail agree; a free account
// sees the season's sample with the invitation to subscribe. The morning e-mail is opt-in, and every
// mail carries a signed link that turns it off without signing in.

export interface ReflectionView {
  day: string;
  reference: string;
  /** The passage in the Bible reader. */
  href: string;
  passage: string;
  text: string;
  source: "history" | "season";
  season: { id: string; name: string };
  subject: { id: string; name: string } | null;
}

export type ReflectionCard =
  | { personalized: true; reflection: ReflectionView; mail: { enabled: boolean } }
  | { personalized: false; sample: true; reflection: ReflectionView };

function subjectForWriter(subject: Subject | undefined): ReflectionSubject | undefined {
  if (!subject) return undefined;
  const related = subject.related?.map((id) => subjectById(id)).find(Boolean);
  const phraseOf = (s: Subject) => s.phrase ?? s.name.toLowerCase();
  return {
    name: subject.name,
    phrase: phraseOf(subject),
    summary: subject.summary,
    related: related && phraseOf(related),
  };
}

async function write(choice: ReflectionChoice, day: string) {
  return writeReflection({
    passage: { reference: choice.passage.reference, text: choice.passage.text },
    subject: subjectForWriter(choice.subject),
    seasonOpening: choice.season.plan.opening,
    rotation: dayNumber(day),
  });
}

function readerHref(reference: string): string {
  const ref = findReferences(reference)[0];
  return ref ? versePath({ name: ref.bookName }, ref.startChapter, ref.startVerse) : "/biblia";
}

function toView(row: DailyReflection): ReflectionView {
  const season = SEASON_PLANS[seasonOf(row.day).season];
  const subject = row.subjectId ? subjectById(row.subjectId) : undefined;
  return {
    day: row.day,
    reference: row.reference,
    href: readerHref(row.reference),
    passage: row.passageText,
    text: row.text,
    source: row.source === "history" ? "history" : "season",
    season: { id: season.id, name: season.name },
    subject: subject ? { id: subject.id, name: subject.name } : null,
  };
}

/** A subscriber's reflection for today: the stored one, or chosen, written and stored now. */
export async function todayReflection({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<ReflectionView> {
  const day = mexicoDay(now);
  const stored = await findDailyReflection({ userId, day });
  if (stored) return toView(stored);
  const choice = await chooseReflection({ userId, day, now });
  const written = await write(choice, day);
  const row = await saveDailyReflection({
    userId,
    day,
    reflection: {
      reference: choice.passage.reference,
      passageText: choice.passage.text,
      text: written.text,
      subjectId: choice.subject?.id ?? null,
      source: choice.source,
      engine: written.engine,
    },
  });
  return toView(row);
}

/** The sample a free account sees: the season's reading of the day, written by the built-in engine's rules. */
export async function sampleReflection({ now = new Date() }: { now?: Date } = {}): Promise<ReflectionView> {
  const day = mexicoDay(now);
  const choice = await seasonalChoice(day);
  const written = await write(choice, day);
  return {
    day,
    reference: choice.passage.reference,
    href: readerHref(choice.passage.reference),
    passage: choice.passage.text,
    text: written.text,
    source: "season",
    season: { id: choice.season.plan.id, name: choice.season.plan.name },
    subject: null,
  };
}

/** What the chat's card shows this person. */
export async function reflectionCard({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<ReflectionCard> {
  if (!(await hasActiveSubscription(userId, now))) {
    return { personalized: false, sample: true, reflection: await sampleReflection({ now }) };
  }
  const [reflection, prefs] = await Promise.all([todayReflection({ userId, now }), readUserPreferences({ userId })]);
  return { personalized: true, reflection, mail: { enabled: prefs?.reflectionMail ?? false } };
}

export const mailChoiceSchema = z.object({ enabled: z.boolean({ message: "validation:input" }) });

/** Turns the morning e-mail on (subscribers only: 403 otherwise) or off (always allowed). */
export async function setReflectionMailChoice({
  userId,
  enabled,
}: {
  userId: string;
  enabled: boolean;
}): Promise<{ enabled: boolean }> {
  if (enabled && !(await hasActiveSubscription(userId))) throw new AppError("forbidden:reflections");
  if (!(await setReflectionMail({ userId, enabled }))) throw new AppError("unauthorized:auth");
  return { enabled };
}

// The opt-out link: the account id and an HMAC of it under the installation's secret. It does one
// thing only (turn the e-mail off), so it needs no expiry and works without signing in.
const TOKEN_PURPOSE = "reflection-mail-opt-out:";

async function tokenMac(userId: string): Promise<string> {
  return createHmac("sha256", await authSecret())
    .update(TOKEN_PURPOSE + userId)
    .digest("base64url");
}

export async function unsubscribeToken(userId: string): Promise<string> {
  return `${userId}.${await tokenMac(userId)}`;
}

/** The account a token was made for, or null when it was not made by us. */
export async function userOfUnsubscribeToken(token: string): Promise<string | null> {
  const [userId, mac, extra] = token.split(".");
  if (!userId || !mac || extra !== undefined || userId.length > 64) return null;
  const expected = Buffer.from(await tokenMac(userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const unsubscribeSchema = z.object({
  token: z
    .string({ message: "validation:unsubscribe_token" })
    .min(1, "validation:unsubscribe_token")
    .max(200, "validation:unsubscribe_token"),
});

/** The opt-out link's action: the e-mail stops; 422 for a token we did not sign. */
export async function unsubscribeByToken({ token }: { token: string }): Promise<{ enabled: false }> {
  const userId = await userOfUnsubscribeToken(token);
  if (!userId) throw new AppError("validation:unsubscribe_token");
  // An account deleted since the mail was sent has nothing left to stop: the answer is the same.
  await setReflectionMail({ userId, enabled: false });
  return { enabled: false };
}

/** A person's reflections and e-mail choice for the account export. */
export async function reflectionsForExport(userId: string) {
  const [rows, prefs] = await Promise.all([listDailyReflectionsByUser({ userId }), readUserPreferences({ userId })]);
  return {
    morning_email: prefs?.reflectionMail ?? false,
    days: rows.map((r) => ({
      day: r.day,
      reference: r.reference,
      text: r.text,
      // "history": chosen from the person's recent questions; "season": the plan through the year.
      source: r.source,
    })),
  };
}
