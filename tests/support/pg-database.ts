// Creating and dropping a PostgreSQL database, for the tests and the benches (pg only, nothing of lib/).
import pg from "pg";

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
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
 * A new, empty PostgreSQL database on the server of `adminUrl` (a copy of `template` when given): its
 * URL, name, and how to drop it. When the admin URL names a `berea_…` database, the new one is named
 * after it instead of `prefix`, so people sharing one server each keep to their own names
 * (DATABASE_URL=…/berea_alice_tests gives berea_alice_tests_…).
 */
export async function createPgDatabase(
  adminUrl: string,
  prefix = "berea_t",
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const url = new URL(adminUrl);
  const adminDb = decodeURIComponent(url.pathname.slice(1));
  const base = /^berea_[a-z0-9_]+$/.test(adminDb) ? adminDb : prefix;
  const name = `${base}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
