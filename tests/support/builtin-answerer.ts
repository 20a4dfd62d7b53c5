import { afterAll, beforeAll, expect } from "vitest";
import { answerQuestion } from "../../lib/answers/index.ts";
import type { HistoryTurn } from "../../lib/answers/types.ts";
import { checkQuotes, invalidReferences } from "../../lib/answers/eval/checks.ts";
import { setDbForTests, type Database } from "../../lib/db/index.ts";
import { resetEnvCache } from "../../lib/env.ts";
import { createTestDb, TEST_DB_KIND } from "./test-db.ts";

/**
 * Gives the calling test file (or describe block) a fresh database with the Bible loaded and no model
 * configured, so answers come from the built-in answerer. Returns a getter for the database.
 */
export function withBuiltinAnswererDb(): () => Database {
  let db: Database | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetEnvCache();
    db = await createTestDb(TEST_DB_KIND, { bible: true });
    setDbForTests(db);
  });
  afterAll(async () => {
    process.env = saved;
    resetEnvCache();
    setDbForTests(undefined);
    await db?.close();
  });
  return () => {
    if (!db) throw new Error("the test database is only open inside tests");
    return db;
  };
}

/** Answers and checks what any reader could: references exist, quotes are the RV1909 text. */
export async function answerChecked(text: string, history?: HistoryTurn[]) {
  const a = await answerQuestion({ text, history });
  expect(invalidReferences(a, text)).toEqual([]);
  for (const q of await checkQuotes(a)) expect(q, `quote of ${q.reference} in "${text}"`).toMatchObject({ ok: true });
  return a;
}
