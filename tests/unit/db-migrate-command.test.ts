import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { listMigrations } from "../../lib/db/migrate.ts";
import { openDatabase } from "../../lib/db/open-database.ts";
import { createPgDatabase, TEST_DB_KIND, TEST_PG_URL } from "../support/test-db.ts";

// `npm run db:migrate` is what operators run against the configured database: it must bring an empty
// one up to date and leave an up-to-date one alone.
const run = promisify(execFile);
const migrate = (env: Record<string, string>) =>
  run(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    timeout: 90_000,
  });

const names = listMigrations().map((m) => m.name);

describe(`npm run db:migrate (${TEST_DB_KIND})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("migrates an empty database, then reports it up to date", { timeout: 180_000 }, async () => {
    let env: Record<string, string>;
    let open: () => ReturnType<typeof openDatabase>;
    if (TEST_DB_KIND === "postgres") {
      const { url, drop } = await createPgDatabase(TEST_PG_URL, "berea_migrate");
      env = { DATABASE_URL: url };
      open = () => openDatabase({ url, migrate: false });
      cleanups.push(drop);
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), "berea-migrate-"));
      env = { PGLITE_DATA_DIR: dir };
      open = () => openDatabase({ dataDir: dir, migrate: false });
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    }

    const first = await migrate(env);
    expect(first.stdout).toContain(`applied ${names.join(", ")}`);
    expect((await migrate(env)).stdout).toContain("is up to date");

    const db = await open();
    try {
      const rows = await db.raw.query<{ migration_name: string }>(
        `SELECT migration_name FROM _prisma_migrations ORDER BY 1`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      const tables = await db.raw.query<{ t: string }>(
        `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`,
      );
      expect(tables.map((r) => r.t)).toEqual(expect.arrayContaining(["users", "sessions", "chat_messages", "verses"]));
    } finally {
      await db.close();
    }
  });
});
