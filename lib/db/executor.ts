import "server-only";
import { getDb } from "./index.ts";
import type { RawSql } from "./raw.ts";

/** Anything that runs one parameterised statement: the process's pool, or an open transaction. */
export type Sql = Pick<RawSql, "query">;

/** A transaction's executor, given to the statements that must run inside it. */
export type Tx = Omit<RawSql, "transaction" | "close">;

/** The executor a query runs on: the caller's transaction when given, else the process database. */
export async function sqlFor(sql: Sql | undefined): Promise<Sql> {
  return sql ?? (await getDb()).raw;
}

/** Runs fn inside one transaction of the process database (or of `raw`, for loaders given a database). */
export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>, raw?: RawSql): Promise<T> {
  return (raw ?? (await getDb()).raw).transaction(fn);
}
