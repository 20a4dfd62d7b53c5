import { afterAll, beforeAll } from "vitest";
import { setDbForTests } from "../../lib/db/index.ts";
import type { Database } from "../../lib/db/open-database.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { resetAuthSecretCache } from "../../lib/secrets/auth-secret.ts";
import { createTestDb, TEST_DB_KIND, type DbKind } from "./test-db-core.ts";

export * from "./test-db-core.ts";

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
