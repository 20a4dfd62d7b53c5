// `npm run db:migrate`: applies prisma/migrations to the configured database (DATABASE_URL, else the
// PGlite folder PGLITE_DATA_DIR), the step operators run before starting a new version. The server
// also migrates at start-up; this lets a deployment do it once, ahead of its instances.
import { serverEnv } from "../lib/env.ts";
import { applyMigrations } from "../lib/db/migrate.ts";
import { openDatabase } from "../lib/db/open-database.ts";

async function main(): Promise<void> {
  const env = serverEnv();
  const target = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR };
  const db = await openDatabase({ ...target, migrate: false });
  try {
    const applied = await applyMigrations(db.raw);
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite (${env.PGLITE_DATA_DIR})`;
    console.log(
      applied.length ? `[db:migrate] applied ${applied.join(", ")} to ${where}` : `[db:migrate] ${where} is up to date`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error("[db:migrate] failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
