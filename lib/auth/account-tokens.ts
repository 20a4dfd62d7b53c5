import "server-only";
import { createHash, randomBytes } from "node:crypto";

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
