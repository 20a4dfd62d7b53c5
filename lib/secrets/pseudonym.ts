import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "./auth-secret.ts";

/**
 * How identifiers (client IPs, e-mails) appear in counter keys: an HMAC keyed by the installation's
 * secret (NEXTAUTH_SECRET, or the one generated into the database). An unkeyed or publicly keyed hash
 * of an IPv4 address can be reversed by trying all 2^32 of them; this one cannot without the secret.
 */
export async function pseudonym(value: string): Promise<string> {
  const key = await authSecret();
  return createHmac("sha256", key).update(value).digest("hex").slice(0, 32);
}
