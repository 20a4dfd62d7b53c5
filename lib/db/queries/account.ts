import "server-only";
import { sqlFor, type Sql } from "../executor.ts";

// The users table as its owner manages it (issue 15): confirmation, passwords, names, sessions.

export interface AccountRow {
  id: string;
  email: string | null;
  emailVerified: Date | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  image: string | null;
  /** Null for accounts that sign in only through the hosted provider. */
  passwordHash: string | null;
  createdAt: Date;
}

const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

export async function findAccount({ userId, sql }: { userId: string; sql?: Sql }): Promise<AccountRow | null> {
  const [r] = await (
    await sqlFor(sql)
  ).query<{
    id: string;
    email: string | null;
    email_verified: Date | string | null;
    first_name: string | null;
    last_name: string | null;
    name: string | null;
    image: string | null;
    password_hash: string | null;
    created_at: Date | string;
  }>(
    `SELECT id, email, email_verified, first_name, last_name, name, image, password_hash, created_at
     FROM users WHERE id = $1`,
    [userId],
  );
  if (!r) return null;
  return {
    id: r.id,
    email: r.email,
    emailVerified: asDate(r.email_verified),
    firstName: r.first_name,
    lastName: r.last_name,
    name: r.name,
    image: r.image,
    passwordHash: r.password_hash,
    createdAt: new Date(r.created_at),
  };
}

/** A local account by e-mail (password recovery): null when unknown or without a password. */
export async function findLocalAccountByEmail({
  email,
}: {
  email: string;
}): Promise<{ id: string; email: string; firstName: string | null } | null> {
  const [r] = await (
    await sqlFor(undefined)
  ).query<{ id: string; email: string; first_name: string | null }>(
    `SELECT id, email, first_name FROM users WHERE email = $1 AND password_hash IS NOT NULL`,
    [email],
  );
  return r ? { id: r.id, email: r.email, firstName: r.first_name } : null;
}

export async function setPasswordHash({
  userId,
  passwordHash,
  sql,
}: {
  userId: string;
  passwordHash: string;
  sql?: Sql;
}): Promise<void> {
  await (
    await sqlFor(sql)
  ).query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
}

/** Confirms the address, only while it is still the one the link was sent to. */
export async function markEmailVerified({
  userId,
  email,
  at,
  sql,
}: {
  userId: string;
  email: string;
  at: Date;
  sql?: Sql;
}): Promise<boolean> {
  const rows = await (
    await sqlFor(sql)
  ).query(
    `UPDATE users SET email_verified = COALESCE(email_verified, $3), updated_at = now()
     WHERE id = $1 AND email = $2 RETURNING 1`,
    [userId, email, at],
  );
  return rows.length > 0;
}

export async function updateNames({
  userId,
  firstName,
  lastName,
  name,
}: {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}): Promise<void> {
  await (
    await sqlFor(undefined)
  ).query(`UPDATE users SET first_name = $2, last_name = $3, name = $4, updated_at = now() WHERE id = $1`, [
    userId,
    firstName,
    lastName,
    name,
  ]);
}

/** Ends every session of the user, or every one but `keep` (the browser that asked). Returns how many. */
export async function deleteUserSessions({
  userId,
  keep,
  sql,
}: {
  userId: string;
  keep?: string;
  sql?: Sql;
}): Promise<number> {
  const rows = await (
    await sqlFor(sql)
  ).query(`DELETE FROM sessions WHERE user_id = $1 AND session_token <> $2 RETURNING 1`, [userId, keep ?? ""]);
  return rows.length;
}

/** When the session began; null when there is no such session. */
export async function sessionStartedAt({ sessionToken }: { sessionToken: string }): Promise<Date | null> {
  const [r] = await (
    await sqlFor(undefined)
  ).query<{ created_at: Date | string }>(`SELECT created_at FROM sessions WHERE session_token = $1`, [sessionToken]);
  return r ? new Date(r.created_at) : null;
}
