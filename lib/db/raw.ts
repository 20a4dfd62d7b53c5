import "server-only";
// A minimal SQL executor over either driver, for what Prisma's client cannot express well:
// migrations (multi-statement SQL) and bulk loads.
export interface QueryOptions {
  /** Prepare the statement under this name (see RawSql.query). */
  name?: string;
}

export interface RawSql {
  kind: "pglite" | "postgres";
  /** Runs one or more statements with no parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs one parameterised statement and returns its rows. With `name`, the statement is prepared once
   * per connection under that name and then only bound and executed: for the hottest reads, whose
   * parse and plan cost more than running them. One name, one SQL text.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<T[]>;
  /** Runs fn inside a transaction on a single connection. */
  transaction<T>(fn: (tx: Omit<RawSql, "transaction" | "close">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
