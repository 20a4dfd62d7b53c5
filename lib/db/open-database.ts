import "server-only";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client.ts";
import { pglitePrepared } from "./pglite-prepared.ts";
import type { QueryOptions, RawSql } from "./raw.ts";
import { applyMigrations } from "./migrate.ts";

export interface Database {
  prisma: PrismaClient;
  raw: RawSql;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; when absent (and no url) the database lives in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  migrate?: boolean;
  /** PGlite only: start from this data folder tarball (PGlite's dumpDataDir) instead of an empty database. */
  loadDataDir?: Blob;
}

function pgliteRaw(client: PGlite): RawSql {
  const prepared = pglitePrepared(client);
  const base = {
    kind: "pglite" as const,
    exec: async (sql: string) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) =>
      opts.name ? prepared<T>(opts.name, sql, params) : (await client.query<T>(sql, params)).rows,
  };
  return {
    ...base,
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          kind: "pglite",
          exec: async (sql) => {
            await tx.exec(sql);
          },
          // Inside a transaction PGlite's lock is already held: named statements run as plain ones.
          query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        }),
      ),
    close: () => client.close(),
  };
}

/** node-postgres's query config: a named one is prepared once per connection, then only bound and run. */
function pgQuery(text: string, values: unknown[], { name }: QueryOptions): pg.QueryConfig {
  return name ? { name, text, values } : { text, values };
}

function postgresRaw(pool: pg.Pool): RawSql {
  return {
    kind: "postgres",
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) =>
      (await pool.query(pgQuery(sql, params, opts))).rows as T[],
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query("BEGIN");
        const result = await fn({
          kind: "postgres",
          exec: async (sql) => {
            await conn.query(sql);
          },
          query: async <T>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) =>
            (await conn.query(pgQuery(sql, params, opts))).rows as T[],
        });
        await conn.query("COMMIT");
        return result;
      } catch (err) {
        await conn.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  let raw: RawSql;
  let prisma: PrismaClient;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the
    // pool replaces it on the next query.
    pool.on("error", (err) => console.warn("[db] idle PostgreSQL connection lost:", err.message));
    raw = postgresRaw(pool);
    prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  } else {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    // PGlite runs PostgreSQL inside this process's WebAssembly memory (128 MB at start), which can
    // grow but never shrinks. The default shared_buffers (128 MB) grew it to 189 MB once the Bible
    // was read; 64 MB keeps it at 128 MB. The whole database (Bible and indexes included) is far
    // smaller, and the data folder's pages stay in the OS cache besides.
    const options = {
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=64MB"],
      loadDataDir: opts.loadDataDir,
    };
    const client = opts.dataDir ? new PGlite(opts.dataDir, options) : new PGlite(options);
    await client.waitReady;
    raw = pgliteRaw(client);
    prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
  }
  if (opts.migrate !== false) await applyMigrations(raw);
  return {
    prisma,
    raw,
    kind: raw.kind,
    close: async () => {
      await prisma.$disconnect();
      await raw.close();
    },
  };
}
