import type { RawSql } from "../db/raw.ts";
import { serverEnv } from "../env.ts";
import { AppError } from "../api/errors.ts";
import { clearCounter, incrementCounter, readCount } from "../quota/counters.ts";
import { pseudonym } from "../quota/pseudonym.ts";

// Failed sign-ins are counted per e-mail AND per client IP in usage_counters (rows in the database,
// so every instance sees the same counts). Each window lasts 15 minutes from its first failure; once
// either count reaches LOGIN_MAX_ATTEMPTS, sign-in answers 429 until the window ends. E-mails and IPs
// are stored as keyed hashes (lib/quota/pseudonym.ts), never in clear.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

type Db = Pick<RawSql, "query">;

export async function loginLimitKeys(email: string, ip: string): Promise<{ email: string; ip: string }> {
  const [e, i] = await Promise.all([pseudonym(email.toLowerCase()), pseudonym(ip)]);
  return { email: `login:email:${e}`, ip: `login:ip:${i}` };
}

/** Throws 429 rate_limit:login when this e-mail or this IP has used up its failed attempts. */
export async function assertLoginAllowed(raw: Db, email: string, ip: string): Promise<void> {
  const max = serverEnv().LOGIN_MAX_ATTEMPTS;
  const keys = await loginLimitKeys(email, ip);
  const [byEmail, byIp] = await Promise.all([readCount(raw, keys.email), readCount(raw, keys.ip)]);
  if (byEmail >= max || byIp >= max) throw new AppError("rate_limit:login");
}

export async function recordLoginFailure(raw: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const keys = await loginLimitKeys(email, ip);
  const expires = new Date(now.getTime() + LOGIN_WINDOW_MS);
  await Promise.all([incrementCounter(raw, keys.email, expires), incrementCounter(raw, keys.ip, expires)]);
}

/** A successful sign-in forgives the e-mail's failures (the IP's stay: it may be guessing others). */
export async function recordLoginSuccess(raw: Db, email: string, ip: string): Promise<void> {
  await clearCounter(raw, (await loginLimitKeys(email, ip)).email);
}
