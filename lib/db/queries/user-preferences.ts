import "server-only";
import { sqlFor, type Sql } from "../executor.ts";

// The two choices a person makes about their own data and mail, kept on their users row:
// opposition to product analytics ('Oponerme') and the morning reflection e-mail.

export interface UserPreferences {
  analyticsOptOut: boolean;
  reflectionMail: boolean;
}

/** The user's choices, or null when the account does not exist (any more). */
export async function readUserPreferences({
  userId,
  sql,
}: {
  userId: string;
  sql?: Sql;
}): Promise<UserPreferences | null> {
  const rows = await (
    await sqlFor(sql)
  ).query<{ analytics_opt_out: boolean; reflection_mail: boolean }>(
    `SELECT analytics_opt_out, reflection_mail FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { analyticsOptOut: row.analytics_opt_out, reflectionMail: row.reflection_mail } : null;
}

/** Records opposition to analytics (or withdraws it); false when the account does not exist. */
export async function setAnalyticsOptOut({ userId, optOut }: { userId: string; optOut: boolean }): Promise<boolean> {
  const rows = await (
    await sqlFor(undefined)
  ).query(`UPDATE users SET analytics_opt_out = $2, updated_at = now() WHERE id = $1 RETURNING 1`, [userId, optOut]);
  return rows.length > 0;
}

/** Turns the morning reflection e-mail on or off; false when the account does not exist. */
export async function setReflectionMail({ userId, enabled }: { userId: string; enabled: boolean }): Promise<boolean> {
  const rows = await (
    await sqlFor(undefined)
  ).query(`UPDATE users SET reflection_mail = $2, updated_at = now() WHERE id = $1 RETURNING 1`, [userId, enabled]);
  return rows.length > 0;
}
