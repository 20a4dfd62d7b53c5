import "server-only";
import { randomUUID } from "node:crypto";
import { sqlFor, type Sql } from "../executor.ts";

// The account_tokens table: single-use links sent by e-mail, stored as SHA-256 hashes.

export type AccountTokenPurpose = "password_reset" | "verify_email";

/**
 * Stores a new token and deletes the user's earlier unused ones of the same purpose, so only the
 * newest link sent works.
 */
export async function issueAccountToken({
  userId,
  purpose,
  tokenHash,
  email,
  expiresAt,
  now,
  sql,
}: {
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string | null;
  expiresAt: Date;
  now: Date;
  sql?: Sql;
}): Promise<void> {
  const q = await sqlFor(sql);
  await q.query(`DELETE FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [
    userId,
    purpose,
  ]);
  await q.query(
    `INSERT INTO account_tokens (id, user_id, purpose, token_hash, email, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), userId, purpose, tokenHash, email, expiresAt, now],
  );
}

export type ConsumedToken =
  | { ok: true; userId: string; email: string | null }
  | { ok: false; reason: "used" | "expired"; userId: string }
  | { ok: false; reason: "unknown" };

/**
 * Marks the token used, in one statement that only succeeds while it is unused and unexpired, so two
 * simultaneous uses of one link cannot both pass. When it fails, says why.
 */
export async function consumeAccountToken({
  tokenHash,
  purpose,
  now,
  sql,
}: {
  tokenHash: string;
  purpose: AccountTokenPurpose;
  now: Date;
  sql?: Sql;
}): Promise<ConsumedToken> {
  const q = await sqlFor(sql);
  const [row] = await q.query<{ user_id: string; email: string | null }>(
    `UPDATE account_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING user_id, email`,
    [tokenHash, purpose, now],
  );
  if (row) return { ok: true, userId: row.user_id, email: row.email };
  const [seen] = await q.query<{ used_at: Date | string | null; user_id: string }>(
    `SELECT used_at, user_id FROM account_tokens WHERE token_hash = $1 AND purpose = $2`,
    [tokenHash, purpose],
  );
  if (!seen) return { ok: false, reason: "unknown" };
  return { ok: false, reason: seen.used_at ? "used" : "expired", userId: seen.user_id };
}

/** A token's state without using it (the reset page checks before showing its form). */
export async function accountTokenState({
  tokenHash,
  purpose,
  now,
}: {
  tokenHash: string;
  purpose: AccountTokenPurpose;
  now: Date;
}): Promise<"usable" | "used" | "expired" | "unknown"> {
  const [row] = await (
    await sqlFor(undefined)
  ).query<{ used_at: Date | string | null; expires_at: Date | string }>(
    `SELECT used_at, expires_at FROM account_tokens WHERE token_hash = $1 AND purpose = $2`,
    [tokenHash, purpose],
  );
  if (!row) return "unknown";
  if (row.used_at) return "used";
  return new Date(row.expires_at).getTime() > now.getTime() ? "usable" : "expired";
}
