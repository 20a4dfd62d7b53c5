// Creating and dropping a PostgreSQL database, for the tests and the benches (pg only, nothing of lib/).
import pg from "pg";

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Whether a PostgreSQL server answers at `url` within two seconds (else the caller skips or falls back). */
export async function pgReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`: its URL, and how to drop it. When the
 * admin URL names a `berea_…` database, the new one is named after it instead of `prefix`, so people
 * sharing one server each keep to their own names (DATABASE_URL=…/berea_alice_tests gives
 * berea_alice_tests_…).
 */
export async function createPgDatabase(
  adminUrl: string,
  prefix = "berea_t",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(adminUrl);
  const adminDb = decodeURIComponent(url.pathname.slice(1));
  const base = /^berea_[a-z0-9_]+$/.test(adminDb) ? adminDb : prefix;
  const name = `${base}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
