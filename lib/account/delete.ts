import "server-only";
import { z } from "zod";
import { accountDeletedMail } from "../../content/mail/account.ts";
import { AppError } from "../api/errors.ts";
import { PASSWORD_MAX_LENGTH, verifyPassword } from "../auth/password.ts";
import { cancelSubscriptionForDeletion } from "../billing/cancel-on-delete.ts";
import { findAccount, sessionStartedAt } from "../db/queries/account.ts";
import { deleteAccountKeepingBilling } from "../db/queries/account-data.ts";
import { sendComposed } from "../mail/index.ts";
import { PRODUCT_NAME } from "../product.ts";
import { ipSubject, loginThrottle, takeAttempt } from "../quota/throttle.ts";

// 'Eliminar mi cuenta' (ARCO: cancellation). Confirmed by the password, or, for accounts of the hosted
// provider (no password here), by a sign-in made minutes ago. The subscription is cancelled with the
// provider first; then the account and everything that hangs from it go in one transaction, except
// the subscription's billing facts without the person, which billing law requires us to keep.

export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export const deleteAccountSchema = z.object({
  password: z.string({ message: "forbidden:password" }).max(PASSWORD_MAX_LENGTH, "forbidden:password").optional(),
});

export async function deleteAccount({
  userId,
  sessionToken,
  password,
  ip,
  now = new Date(),
}: {
  userId: string;
  sessionToken: string;
  password?: string;
  ip: string;
  now?: Date;
}): Promise<{ keptBilling: boolean; farewell: Promise<void> }> {
  const account = await findAccount({ userId });
  if (!account) throw new AppError("unauthorized:auth");
  if (account.passwordHash) {
    // Checked like a sign-in: a stolen session cannot guess its way to deleting the account.
    const attempt = await takeAttempt(loginThrottle(), { email: account.email ?? userId, ip: ipSubject(ip) }, now);
    if (!password || !(await verifyPassword(account.passwordHash, password))) throw new AppError("forbidden:password");
    await attempt.release();
  } else {
    const started = await sessionStartedAt({ sessionToken });
    if (!started || now.getTime() - started.getTime() > REAUTH_WINDOW_MS) throw new AppError("forbidden:reauth");
  }
  const billing = await cancelSubscriptionForDeletion(userId, now);
  await deleteAccountKeepingBilling({ userId, finalStatus: billing.finalStatus, now });
  const farewell = account.email
    ? sendComposed(
        account.email,
        accountDeletedMail({
          product: PRODUCT_NAME,
          firstName: account.firstName,
          keptBilling: billing.hadSubscription,
        }),
      ).then(
        () => undefined,
        (err: unknown) => console.error("[account] deletion notice not sent", err),
      )
    : Promise.resolve();
  return { keptBilling: billing.hadSubscription, farewell };
}
