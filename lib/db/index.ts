import "server-only";
import { serverEnv } from "../env.ts";
import { openDatabase, type Database } from "./open-database.ts";

export type { Database } from "./open-database.ts";
export { Prisma } from "./generated/client.ts";

// One database per process: kept on globalThis so Next's dev reloads don't open PGlite's folder twice.
const holder = globalThis as unknown as { __bereaDb?: Promise<Database> };

/**
 * The process's database, migrated. The Bible is loaded by its owner, lib/scripture/bible-loader.ts,
 * at start-up (instrumentation.ts), so this layer knows nothing of Scripture.
 */
export function getDb(): Promise<Database> {
  holder.__bereaDb ??= (() => {
    const env = serverEnv();
    return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR });
  })().catch((err) => {
    holder.__bereaDb = undefined;
    throw err;
  });
  return holder.__bereaDb;
}

/** Lets tests run lib code against a database they opened themselves. */
export function setDbForTests(db: Database | undefined): void {
  holder.__bereaDb = db ? Promise.resolve(db) : undefined;
}
