import "server-only";
// A minimal SQL executor over either driver, for what Prisma's client cannot express well:
// migrations (multi-statement SQL) and bulk loads.
export interface RawSql {
  kind: "pglite" | "postgres";
  /** Runs one or more statements with no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn inside a transaction on a single connection. */
  transaction<T>(fn: (tx: Omit<RawSql, "transaction" | "close">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
