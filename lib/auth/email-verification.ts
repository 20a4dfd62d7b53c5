import "server-only";
import { z } from "zod";
import { verifyEmailMail } from "../../content/mail/account.ts";
import { AppError } from "../api/errors.ts";
import { consumeAccountToken } from "../db/queries/account-tokens.ts";
import { findAccount, markEmailVerified } from "../db/queries/account.ts";
import { takeAttempt, verifyResendThrottle } from "../quota/throttle.ts";
import { hashLinkToken, looksLikeLinkToken, mailAccountLink } from "./account-tokens.ts";

// Confirming a local account's e-mail: a link is sent at sign-up and on request (throttled). What an
// unconfirmed account may still do is a quota rule (lib/quota: emailConfirmationRequired).

export const VERIFY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const verifyEmailSchema = z.object({
  token: z.string({ message: "validation:verify_link_invalid" }).max(200, "validation:verify_link_invalid"),
});

/** Issues a link for the account's current address and mails it; nothing for a confirmed account. */
async function sendVerification(userId: string, baseUrl: string, now: Date): Promise<"sent" | "already_verified"> {
  const account = await findAccount({ userId });
  if (!account?.email || account.emailVerified || !account.passwordHash) return "already_verified";
  await mailAccountLink({
    account: { id: userId, email: account.email, firstName: account.firstName },
    purpose: "verify_email",
    ttlMs: VERIFY_LINK_TTL_MS,
    path: "/cuenta/confirmar",
    mail: verifyEmailMail,
    baseUrl,
    now,
  });
  return "sent";
}

/** Who gets the confirmation link, and the site's address it points into. */
interface VerificationRequest {
  userId: string;
  baseUrl: string;
  now?: Date;
}

/** At sign-up: the mail goes after the answer; a failure is logged (the person can ask again). */
export function startEmailVerification({ userId, baseUrl, now = new Date() }: VerificationRequest): Promise<void> {
  return sendVerification(userId, baseUrl, now).then(
    () => undefined,
    (err: unknown) => console.error("[auth] confirmation mail not sent", err),
  );
}

/** POST auth/email/resend: 3 per account per hour; a mail that could not leave is not counted. */
export async function resendEmailVerification({
  userId,
  baseUrl,
  now = new Date(),
}: VerificationRequest): Promise<{ status: "sent" | "already_verified" }> {
  const attempt = await takeAttempt(verifyResendThrottle(), { user: userId }, now);
  try {
    const status = await sendVerification(userId, baseUrl, now);
    if (status === "already_verified") await attempt.release();
    return { status };
  } catch (err) {
    await attempt.release();
    console.error("[auth] confirmation mail not sent", err);
    throw new AppError("upstream:mail");
  }
}

/**
 * The link in the mail (page /cuenta/confirmar and POST auth/email/verify). Opening it twice is not
 * an error once the address is confirmed; a link for an address the account no longer has is invalid.
 */
export async function verifyEmail({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<{ userId: string; status: "verified" | "already_verified" }> {
  if (!looksLikeLinkToken(token)) throw new AppError("validation:verify_link_invalid");
  const used = await consumeAccountToken({ tokenHash: hashLinkToken(token), purpose: "verify_email", now });
  if (!used.ok) {
    if (used.reason === "unknown") throw new AppError("validation:verify_link_invalid");
    const account = await findAccount({ userId: used.userId });
    if (account?.emailVerified) return { userId: used.userId, status: "already_verified" };
    throw new AppError(used.reason === "expired" ? "validation:verify_link_expired" : "validation:verify_link_invalid");
  }
  const confirmed = used.email ? await markEmailVerified({ userId: used.userId, email: used.email, at: now }) : false;
  if (!confirmed) throw new AppError("validation:verify_link_invalid");
  return { userId: used.userId, status: "verified" };
}
