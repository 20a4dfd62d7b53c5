import "server-only";
import { findAccount } from "../db/queries/account.ts";
import { authMode } from "../auth/site.ts";
import { hasActiveSubscription } from "../billing/subscription-state.ts";
import { emailConfirmationRequired } from "../quota/index.ts";

// What /account (and the notice on /chat) needs to know about the person's own account.

export interface AccountOverview {
  /** Local accounts manage their password here; a hosted provider's accounts do it there. */
  managesPassword: boolean;
  email: string | null;
  /** Null when there is nothing to confirm (hosted accounts: the provider vouches for the address). */
  emailConfirmed: boolean | null;
  /** The free allowance waits for the confirmation (past the first day, not a subscriber). */
  confirmationRequired: boolean;
  firstName: string | null;
  lastName: string | null;
}

export async function accountOverview(userId: string): Promise<AccountOverview | null> {
  const [account, required, paid] = await Promise.all([
    findAccount({ userId }),
    emailConfirmationRequired({ userId }),
    hasActiveSubscription(userId),
  ]);
  if (!account) return null;
  const local = authMode() === "local" && account.passwordHash !== null;
  return {
    managesPassword: local,
    email: account.email,
    emailConfirmed: local && account.email ? account.emailVerified !== null : null,
    confirmationRequired: required && !paid,
    firstName: account.firstName,
    lastName: account.lastName,
  };
}
