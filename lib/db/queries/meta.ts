import "server-only";
import { sqlFor, type Sql } from "../executor.ts";

// berea_meta: small key/value facts about the installation (the Bible export's hash, the generated
// next-auth secret).

export async function readMeta({ key, sql }: { key: string; sql?: Sql }): Promise<string | null> {
  const rows = await (await sqlFor(sql)).query<{ value: string }>(`SELECT value FROM berea_meta WHERE key = $1`, [key]);
  return rows[0]?.value ?? null;
}

/** Stores the value unless the key already has one (concurrent first writers agree on one value). */
export async function insertMetaIfAbsent({
  key,
  value,
  sql,
}: {
  key: string;
  value: string;
  sql?: Sql;
}): Promise<void> {
  await (
    await sqlFor(sql)
  ).query(`INSERT INTO berea_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [key, value]);
}

export async function writeMeta({ key, value, sql }: { key: string; value: string; sql?: Sql }): Promise<void> {
  await (
    await sqlFor(sql)
  ).query(
    `INSERT INTO berea_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  );
}
