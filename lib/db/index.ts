import { serverEnv } from "../env.ts";
import { openDatabase, type Database } from "./open-database.ts";
import { seedBible } from "./seed-bible.ts";

export type { Database } from "./open-database.ts";
export { Prisma } from "./generated/client.ts";

// One database per process: kept on globalThis so Next's dev reloads don't open PGlite's folder twice.
const holder = globalThis as unknown as { __bereaDb?: Promise<Database> };

async function start(): Promise<Database> {
  const env = serverEnv();
  const db = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR },
  );
  const t = Date.now();
  const { loaded, count } = await seedBible(db.raw);
  if (loaded) console.log(`[db] loaded ${count} verses in ${Date.now() - t} ms`);
  return db;
}

/** The process's database, migrated and with the Bible loaded. */
export function getDb(): Promise<Database> {
  holder.__bereaDb ??= start().catch((err) => {
    holder.__bereaDb = undefined;
    throw err;
  });
  return holder.__bereaDb;
}

/** Lets tests run lib code against a database they opened themselves. */
export function setDbForTests(db: Database | undefined): void {
  holder.__bereaDb = db ? Promise.resolve(db) : undefined;
}
