import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { RawSql } from "./raw.ts";

// Applies prisma/migrations/<name>/migration.sql in order and records each in _prisma_migrations with
// the same columns and checksum (sha256 of the file) that `prisma migrate deploy` writes, so an
// operator can switch to Prisma's own tool at any time.
const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

// Any fixed number works: every instance takes the same lock so two starting at once don't race.
const LOCK_ID = 72707369;

export function migrationsDir(): string {
  return path.join(process.cwd(), "prisma", "migrations");
}

export function listMigrations(dir = migrationsDir()): { name: string; sql: string; checksum: string }[] {
  // turbopackIgnore: the folder is read at run time from the checkout; without it the build warns
  // that it must trace the whole project into the server bundle.
  if (!existsSync(/* turbopackIgnore: true */ dir)) return [];
  return readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(/* turbopackIgnore: true */ path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(/* turbopackIgnore: true */ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export async function applyMigrations(raw: RawSql, dir = migrationsDir()): Promise<string[]> {
  const applied: string[] = [];
  await raw.transaction(async (tx) => {
    if (tx.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK_ID]);
    await tx.exec(MIGRATIONS_TABLE);
    const done = new Map(
      (
        await tx.query<{ migration_name: string; checksum: string }>(
          `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
        )
      ).map((r) => [r.migration_name, r.checksum]),
    );
    for (const m of listMigrations(dir)) {
      const prior = done.get(m.name);
      if (prior) {
        if (prior !== m.checksum) console.warn(`[db] migration ${m.name} was modified after it was applied`);
        continue;
      }
      await tx.exec(m.sql);
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
         VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), m.checksum, m.name],
      );
      applied.push(m.name);
    }
  });
  return applied;
}
