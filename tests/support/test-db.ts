import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { setDbForTests } from "../../lib/db/index.ts";
import { openDatabase, type Database } from "../../lib/db/open-database.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { resetAuthSecretCache } from "../../lib/secrets/auth-secret.ts";
import { seedBible } from "../../lib/scripture/bible-loader.ts";

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
  pgAvailable ??= (async () => {
    if (process.env.SKIP_POSTGRES === "1") return false;
    const c = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  })();
  return pgAvailable;
}

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database created for this test
 * and dropped on close. With bible: true the verses are loaded too.
 */
export async function createTestDb(kind: DbKind, opts: { bible?: boolean } = {}): Promise<Database> {
  let db: Database;
  if (kind === "pglite") {
    db = await openDatabase({});
  } else {
    const name = `berea_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ url: url.toString(), poolMax: 20 });
    db = {
      ...inner,
      close: async () => {
        await inner.close();
        const a = new pg.Client({ connectionString: TEST_PG_URL });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  if (opts.bible) await seedBible(db.raw);
  return db;
}

/**
 * The setup most test files share, registered as this file's (or describe block's) beforeAll/afterAll:
 * set the given environment values (undefined unsets one) and reset the validated env, open a fresh
 * database of the suite's kind (with the Bible when `bible`), and make it the process database that lib
 * code reads; afterwards undo each step, drop the database, and put back the whole environment as it
 * was (so tests may change process.env freely). `db` is usable from the first beforeAll/test on.
 */
export function withTestDb(opts: { bible?: boolean; env?: Record<string, string | undefined>; kind?: DbKind } = {}): {
  readonly db: Database;
} {
  let db: Database | undefined;
  let savedEnv: Record<string, string | undefined> = {};
  beforeAll(async () => {
    savedEnv = { ...process.env };
    for (const [key, value] of Object.entries(opts.env ?? {})) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
    resetAuthSecretCache();
    db = await createTestDb(opts.kind ?? TEST_DB_KIND, { bible: opts.bible });
    setDbForTests(db);
  });
  afterAll(async () => {
    setDbForTests(undefined);
    await db?.close();
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
    resetEnvCache();
    resetAuthSecretCache();
  });
  return {
    get db(): Database {
      if (!db) throw new Error("withTestDb: the database opens in beforeAll; use it from a hook or a test");
      return db;
    },
  };
}
