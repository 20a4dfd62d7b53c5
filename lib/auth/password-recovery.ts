import "server-only";
import { z } from "zod";
import { passwordChangedMail, passwordResetMail } from "../../content/mail/account.ts";
import { AppError, isAppError } from "../api/errors.ts";
import { inTransaction } from "../db/executor.ts";
import { accountTokenState, consumeAccountToken } from "../db/queries/account-tokens.ts";
import {
  deleteUserSessions,
  findAccount,
  findLocalAccountByEmail,
  markEmailVerified,
  setPasswordHash,
} from "../db/queries/account.ts";
import { sendComposed } from "../mail/index.ts";
import { PRODUCT_NAME } from "../product.ts";
import {
  ipSubject,
  loginThrottle,
  passwordResetEmailThrottle,
  passwordResetIpThrottle,
  takeAttempt,
} from "../quota/throttle.ts";
import { hashLinkToken, looksLikeLinkToken, mailAccountLink } from "./account-tokens.ts";
import { emailSchema, newPasswordSchema } from "./local-accounts.ts";
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from "./password.ts";
import { authMode } from "./site.ts";

// Passwords of local accounts, after sign-up: a forgotten one is replaced through a single-use link
// sent by e-mail; a known one is changed with the current one. With a hosted provider none of this
// exists: the provider owns passwords.

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string({ message: "validation:reset_link_invalid" }).max(200, "validation:reset_link_invalid"),
  password: newPasswordSchema,
});
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: "forbidden:password" })
    .min(1, "forbidden:password")
    .max(PASSWORD_MAX_LENGTH, "forbidden:password"),
  newPassword: newPasswordSchema,
});

function assertLocal(): void {
  if (authMode() !== "local") throw new AppError("not_found:route");
}

/** "25 de noviembre de 2026, 14:05" in Mexico City's time, for mails. */
export function mexicoDateTime(d: Date): string {
  return new Intl.DateTimeFormat("es-MX", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Mexico_City",
  }).format(d);
}

/**
 * POST auth/password/forgot. Answers the same way whether or not the e-mail has an account: the
 * caller gets nothing back but `delivery`, which finishes after the answer (route handlers do not wait
 * for it, so the time taken reveals nothing either; tests do). A client network asking too often gets
 * the 429; an e-mail asked for too often silently gets no more mail, so nobody can flood an inbox.
 */
export async function requestPasswordReset({
  email,
  ip,
  baseUrl,
  now = new Date(),
}: {
  email: string;
  ip: string;
  baseUrl: string;
  now?: Date;
}): Promise<{ delivery: Promise<void> }> {
  assertLocal();
  await takeAttempt(passwordResetIpThrottle(), { ip: ipSubject(ip) }, now);
  try {
    await takeAttempt(passwordResetEmailThrottle(), { email }, now);
  } catch (err) {
    if (isAppError(err) && err.code === "rate_limit:password_reset") return { delivery: Promise.resolve() };
    throw err;
  }
  const delivery = (async () => {
    const account = await findLocalAccountByEmail({ email });
    if (!account) return;
    await mailAccountLink({
      account,
      purpose: "password_reset",
      ttlMs: RESET_LINK_TTL_MS,
      path: "/cuenta/restablecer",
      mail: passwordResetMail,
      baseUrl,
      now,
    });
  })().catch((err: unknown) => console.error("[auth] password reset mail not sent", err));
  return { delivery };
}

const RESET_FAILURE = {
  used: "validation:reset_link_used",
  expired: "validation:reset_link_expired",
  unknown: "validation:reset_link_invalid",
} as const;

/** What is wrong with a reset link before anything is typed (the reset page), or null when it works. */
export async function resetLinkProblem(token: string, now = new Date()): Promise<AppError | null> {
  if (!looksLikeLinkToken(token)) return new AppError("validation:reset_link_invalid");
  const state = await accountTokenState({ tokenHash: hashLinkToken(token), purpose: "password_reset", now });
  return state === "usable" ? null : new AppError(RESET_FAILURE[state]);
}

/**
 * POST auth/password/reset: sets the new password and ends every session of the account, in one
 * transaction with using up the link (a failure leaves the link usable). The link also proves the
 * mailbox, so it confirms the address.
 */
export async function resetPassword({
  token,
  password,
  now = new Date(),
}: {
  token: string;
  password: string;
  now?: Date;
}): Promise<{ userId: string }> {
  assertLocal();
  // A link that cannot work is refused before the (deliberately slow) password hash, so made-up
  // tokens cost no CPU; the transaction below still decides atomically.
  const problem = await resetLinkProblem(token, now);
  if (problem) throw problem;
  const passwordHash = await hashPassword(password);
  return inTransaction(async (tx) => {
    const used = await consumeAccountToken({
      tokenHash: hashLinkToken(token),
      purpose: "password_reset",
      now,
      sql: tx,
    });
    if (!used.ok) throw new AppError(RESET_FAILURE[used.reason]);
    await setPasswordHash({ userId: used.userId, passwordHash, sql: tx });
    await deleteUserSessions({ userId: used.userId, sql: tx });
    if (used.email) await markEmailVerified({ userId: used.userId, email: used.email, at: now, sql: tx });
    return { userId: used.userId };
  });
}

/**
 * POST auth/password/change: the current password is checked like a sign-in (throttled per e-mail
 * and network); the other sessions end, the one that asked stays. A notice goes to the address.
 */
export async function changePassword({
  userId,
  sessionToken,
  currentPassword,
  newPassword,
  ip,
  now = new Date(),
}: {
  userId: string;
  sessionToken: string;
  currentPassword: string;
  newPassword: string;
  ip: string;
  now?: Date;
}): Promise<{ endedSessions: number; notice: Promise<void> }> {
  assertLocal();
  const account = await findAccount({ userId });
  if (!account?.passwordHash) throw new AppError("not_found:route");
  const attempt = await takeAttempt(loginThrottle(), { email: account.email ?? userId, ip: ipSubject(ip) }, now);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) throw new AppError("forbidden:password");
  await attempt.release();
  await setPasswordHash({ userId, passwordHash: await hashPassword(newPassword) });
  const endedSessions = await deleteUserSessions({ userId, keep: sessionToken });
  const notice = account.email
    ? sendComposed(
        account.email,
        passwordChangedMail({ product: PRODUCT_NAME, firstName: account.firstName, when: mexicoDateTime(now) }),
      ).then(
        () => undefined,
        (err: unknown) => console.error("[auth] password change notice not sent", err),
      )
    : Promise.resolve();
  return { endedSessions, notice };
}

/** 'Cerrar sesión en todos los dispositivos': every session of the account ends, this one too. */
export async function endAllSessions({ userId }: { userId: string }): Promise<number> {
  return deleteUserSessions({ userId });
}
