import "server-only";
import { dailyLimitSentence, type Allowances } from "../../content/allowance-text.ts";
import { serverEnv } from "../env.ts";
import { AppError } from "../api/errors.ts";
import { findAccount } from "../db/queries/account.ts";
import { readCount, reserveUnit } from "../db/queries/usage-counters.ts";
import { pseudonym } from "../secrets/pseudonym.ts";
import { networkOf } from "./network.ts";
import { dayExpiry, guestExpiry, hourExpiry, mexicoDay, utcHour } from "./windows.ts";
import { takenUnits } from "./taken-units.ts";

// Every quota and rate rule of Berea lives here. Callers reserve a unit before answering and give it
// back when the answer fails, so only successful answers count and concurrency cannot overshoot.

export type QuotaSubject =
  { kind: "guest"; guestId: string; ip: string } | { kind: "user"; userId: string; paid: boolean };

export interface QuotaStatus {
  count: number;
  remaining: number;
  unlimited?: true;
  limit: number;
}

export interface Reservation {
  /** Gives the reserved units back; safe to call more than once. */
  release(): Promise<void>;
}

/** Nothing reserved, nothing counted: for the one answer no limit may refuse (a crisis reply). */
export const UNCOUNTED: Reservation = { release: async () => {} };

async function keysFor(subject: QuotaSubject, now: Date) {
  const env = serverEnv();
  if (subject.kind === "guest") {
    return [
      {
        key: `guest:${subject.guestId}`,
        limit: env.GUEST_FREE_PROMPTS,
        expires: guestExpiry(now),
        code: "rate_limit:guest" as const,
      },
      // Per client network: an IPv6 client counts by its /64, or it could rotate addresses per request.
      {
        key: `guest-ip:${await pseudonym(networkOf(subject.ip))}:${mexicoDay(now)}`,
        limit: env.GUEST_IP_DAILY_LIMIT,
        expires: dayExpiry(now),
        code: "rate_limit:guest_ip" as const,
      },
    ];
  }
  if (subject.paid) {
    return [
      {
        key: `paid:${subject.userId}:${utcHour(now)}`,
        limit: env.PAID_HOURLY_LIMIT,
        expires: hourExpiry(now),
        code: "rate_limit:fair_use" as const,
      },
    ];
  }
  return [
    {
      key: `free:${subject.userId}:${mexicoDay(now)}`,
      limit: env.FREE_DAILY_LIMIT,
      expires: dayExpiry(now),
      code: "rate_limit:daily" as const,
    },
  ];
}

/** How long a new local account may use its daily allowance before confirming its e-mail. */
export const UNCONFIRMED_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the free allowance waits for the e-mail to be confirmed: local accounts (they have a
 * password; the hosted provider vouches for its own) that are unconfirmed and past their first day.
 */
export async function emailConfirmationRequired({
  userId,
  now = new Date(),
}: {
  userId: string;
  now?: Date;
}): Promise<boolean> {
  const account = await findAccount({ userId });
  if (!account?.passwordHash || account.emailVerified || !account.email) return false;
  return now.getTime() - account.createdAt.getTime() >= UNCONFIRMED_GRACE_MS;
}

/** Reserves one answer for the subject, or throws the 429 AppError of the limit that is reached. */
export async function reserveAnswer(subject: QuotaSubject, now: Date = new Date()): Promise<Reservation> {
  // Subscribers are known to the payment provider; a free account past its first day confirms first.
  if (subject.kind === "user" && !subject.paid && (await emailConfirmationRequired({ userId: subject.userId, now })))
    throw new AppError("rate_limit:email_unverified");
  const taken = takenUnits();
  for (const k of await keysFor(subject, now)) {
    const count = await reserveUnit({ key: k.key, limit: k.limit, expiresAt: k.expires });
    if (count === null) {
      await taken.giveBack();
      throw new AppError(k.code, k.code === "rate_limit:daily" ? dailyLimitDetail() : undefined);
    }
    taken.add(k.key);
  }
  return { release: taken.releaseOnce };
}

/** The configured free allowances, for pages that state them (the landing, the terms). */
export function allowances(): Allowances {
  const env = serverEnv();
  return { guestPrompts: env.GUEST_FREE_PROMPTS, freeDaily: env.FREE_DAILY_LIMIT };
}

export function dailyLimitDetail(): string {
  return dailyLimitSentence(serverEnv().FREE_DAILY_LIMIT);
}

/** What the subject has used and has left in its current window. */
export async function quotaStatus(subject: QuotaSubject, now: Date = new Date()): Promise<QuotaStatus> {
  const keys = await keysFor(subject, now);
  const counts = await Promise.all(keys.map((k) => readCount({ key: k.key })));
  const [first] = keys;
  const remaining = Math.max(0, Math.min(...keys.map((k, i) => k.limit - counts[i])));
  if (subject.kind === "user" && subject.paid) {
    return { count: counts[0], remaining, unlimited: true, limit: first.limit };
  }
  return { count: counts[0], remaining, limit: first.limit };
}
