import "server-only";
import { AppError, type ErrorCode } from "../api/errors.ts";
import { serverEnv } from "../env.ts";
import { clearCounter, takeWindowUnit } from "../db/queries/usage-counters.ts";
import { networkOf } from "./network.ts";
import { pseudonym } from "../secrets/pseudonym.ts";
import { takenUnits } from "./taken-units.ts";

// Throttles for anything an attacker would repeat (sign-in guesses, sign-ups, later password-reset
// mails): an attempt is reserved atomically BEFORE the work it guards, in a window per subject (an
// e-mail, a client network), so 60 simultaneous guesses get at most `limit` checks, on any number of
// instances. Subjects are stored as keyed hashes (lib/secrets/pseudonym.ts), never in clear; client IPs count by
// network (IPv6 by /64, network.ts).

export interface ThrottleRule {
  /** Key prefix, e.g. "login". */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 a full window answers. */
  code: ErrorCode;
}

/** What a throttled request is counted under: each entry is one window, e.g. {email, ip}. */
export type ThrottleSubjects = Record<string, string>;

export interface Attempt {
  /** Gives the attempt back in every window (it turned out not to count, e.g. a correct password). */
  release(): Promise<void>;
  /** Forgets the earlier attempts in the window of one subject (e.g. the e-mail after a success). */
  clear(subject: string): Promise<void>;
}

/** The client-network subject for a client IP (IPv6 by its /64). */
export const ipSubject = (ip: string): string => networkOf(ip);

async function keysFor(rule: ThrottleRule, subjects: ThrottleSubjects): Promise<[string, string][]> {
  return Promise.all(
    Object.entries(subjects).map(
      async ([scope, value]) => [scope, `${rule.name}:${scope}:${await pseudonym(value)}`] as [string, string],
    ),
  );
}

/** Reserves one attempt in each subject's window, or throws the rule's 429 when any window is full. */
export async function takeAttempt(
  rule: ThrottleRule,
  subjects: ThrottleSubjects,
  now: Date = new Date(),
): Promise<Attempt> {
  const keys = await keysFor(rule, subjects);
  const expiresAt = new Date(now.getTime() + rule.windowMs);
  const taken = takenUnits();
  for (const [, key] of keys) {
    if ((await takeWindowUnit({ key, limit: rule.limit, expiresAt })) === null) {
      await taken.giveBack();
      throw new AppError(rule.code);
    }
    taken.add(key);
  }
  return {
    release: taken.releaseOnce,
    clear: async (subject) => {
      const key = keys.find(([scope]) => scope === subject)?.[1];
      if (key) await clearCounter({ key });
    },
  };
}

/** Failed sign-ins: LOGIN_MAX_ATTEMPTS per e-mail and per client network in a 15-minute window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export function loginThrottle(): ThrottleRule {
  return { name: "login", limit: serverEnv().LOGIN_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MS, code: "rate_limit:login" };
}

/** Sign-ups: SIGNUP_IP_HOURLY_LIMIT per client network per hour (a church Wi-Fi may need more). */
export function signUpThrottle(): ThrottleRule {
  return {
    name: "signup",
    limit: serverEnv().SIGNUP_IP_HOURLY_LIMIT,
    windowMs: 60 * 60 * 1000,
    code: "rate_limit:signup",
  };
}

/** Support requests (/soporte): SUPPORT_HOURLY_LIMIT per sender (account or e-mail) and per client network per hour. */
export function supportThrottle(): ThrottleRule {
  return {
    name: "support",
    limit: serverEnv().SUPPORT_HOURLY_LIMIT,
    windowMs: 60 * 60 * 1000,
    code: "rate_limit:support",
  };
}

/**
 * Password-reset mails: a few per e-mail per hour (a person retrying, not someone flooding an inbox)
 * and more per client network (one office or church Wi-Fi). The e-mail window counts unknown
 * addresses too, so it reveals nothing.
 */
export const PASSWORD_RESET_WINDOW_MS = 60 * 60 * 1000;
export function passwordResetEmailThrottle(): ThrottleRule {
  return { name: "reset-mail", limit: 3, windowMs: PASSWORD_RESET_WINDOW_MS, code: "rate_limit:password_reset" };
}
export function passwordResetIpThrottle(): ThrottleRule {
  return { name: "reset-ip", limit: 20, windowMs: PASSWORD_RESET_WINDOW_MS, code: "rate_limit:password_reset" };
}

/** Confirmation mails asked for again: 3 per account per hour. */
export function verifyResendThrottle(): ThrottleRule {
  return { name: "verify-resend", limit: 3, windowMs: 60 * 60 * 1000, code: "rate_limit:verify_email" };
}
