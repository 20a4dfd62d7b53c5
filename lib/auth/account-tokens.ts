import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { issueAccountToken, type AccountTokenPurpose } from "../db/queries/account-tokens.ts";
import { sendComposed, type MailContent } from "../mail/index.ts";
import { PRODUCT_NAME } from "../product.ts";

// The secret in an e-mailed link: 256 random bits, and only its SHA-256 is stored. A fast hash is
// enough here (unlike passwords): the token cannot be guessed, so there is nothing to slow down.

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token as it can appear in a link: anything else is answered as an invalid link, not a 500. */
export function looksLikeLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * Stores a new link for the account (replacing its earlier unused ones of the same purpose) and mails
 * it. The row is written before the mail leaves, so a link that arrives always works.
 */
export async function mailAccountLink({
  account,
  purpose,
  ttlMs,
  path,
  mail,
  baseUrl,
  now,
}: {
  account: { id: string; email: string; firstName: string | null };
  purpose: AccountTokenPurpose;
  ttlMs: number;
  /** The page that reads the token, e.g. "/cuenta/confirmar". */
  path: string;
  mail: (p: { product: string; firstName: string | null; link: string }) => MailContent;
  baseUrl: string;
  now: Date;
}): Promise<void> {
  const { token, hash } = newLinkToken();
  await issueAccountToken({
    userId: account.id,
    purpose,
    tokenHash: hash,
    email: account.email,
    expiresAt: new Date(now.getTime() + ttlMs),
    now,
  });
  const link = `${baseUrl}${path}?token=${token}`;
  await sendComposed(account.email, mail({ product: PRODUCT_NAME, firstName: account.firstName, link }));
}
