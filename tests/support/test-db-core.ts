// The test database itself, free of Vitest so benches (bench/) can open one too; withTestDb in
// test-db.ts adds the Vitest hooks.
import { openDatabase, type Database } from "../../lib/db/open-database.ts";
import { seedBible } from "../../lib/scripture/bible-loader.ts";
import { pgliteSnapshot, postgresTemplate, readSnapshot } from "./db-snapshots.ts";
import { createPgDatabase, pgReachable } from "./pg-database.ts";

export { createPgDatabase };

export type DbKind = "pglite" | "postgres";

/** PostgreSQL for tests: DATABASE_URL when set, else the local server these machines run. */
export const TEST_PG_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

/**
 * The database kind the suite runs on: `npm test` uses PGlite; with DATABASE_URL set (CI's second
 * pass) the very same tests run on PostgreSQL, each test file in a fresh database of its own.
 */
export const TEST_DB_KIND: DbKind = process.env.DATABASE_URL ? "postgres" : "pglite";

let pgAvailable: Promise<boolean> | undefined;
export function postgresAvailable(): Promise<boolean> {
  pgAvailable ??= process.env.SKIP_POSTGRES === "1" ? Promise.resolve(false) : pgReachable(TEST_PG_URL);
  return pgAvailable;
}

/**
 * A fresh database: PGlite in memory, or a new PostgreSQL database created for this test and dropped
 * on close. Migrated unless migrate: false; with bible: true the verses are loaded too. Under Vitest a
 * migrated database starts as a copy of the run's snapshot (tests/support/db-snapshots.ts); the
 * migrations and the Bible load still run on it, and find nothing left to do.
 */
export async function createTestDb(kind: DbKind, opts: { bible?: boolean; migrate?: boolean } = {}): Promise<Database> {
  const migrate = opts.migrate ?? true;
  const variant = opts.bible ? "bible" : "migrated";
  let db: Database;
  if (kind === "pglite") {
    const snapshot = migrate ? await pgliteSnapshot(variant) : undefined;
    db = await openDatabase({ migrate, loadDataDir: snapshot ? readSnapshot(snapshot) : undefined });
  } else {
    const template = migrate ? await postgresTemplate(TEST_PG_URL, variant) : undefined;
    const { url, drop } = await createPgDatabase(TEST_PG_URL, undefined, template);
    const inner = await openDatabase({ url, poolMax: 20, migrate });
    db = {
      ...inner,
      close: async () => {
        await inner.close();
        await drop();
      },
    };
  }
  if (opts.bible) await seedBible(db.raw);
  return db;
}
