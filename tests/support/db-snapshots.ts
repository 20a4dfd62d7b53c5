// Test databases copied from a snapshot instead of rebuilt: opening PGlite from scratch (initdb and the
// migrations) takes ~6 s and loading the Bible ~5 s more, once per test file; a copy of the finished
// database takes ~1 s (PGlite, from its data-folder tarball) or ~0.3 s (PostgreSQL, CREATE DATABASE …
// TEMPLATE). Each test file still gets a database of its own, exactly as a fresh one would be.
//
// The snapshots live for one Vitest run: tests/support/global-setup.ts makes an empty folder for them
// and removes it (and drops the PostgreSQL templates) at the end. Each is built by the first test file
// that needs it, from the checkout's migrations and data/bible, so nothing is cached across runs and a
// changed migration or Bible export is always picked up. Outside Vitest (benches) there is no folder
// and databases are built from scratch as before.
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../lib/db/open-database.ts";
import { seedBible } from "../../lib/scripture/bible-loader.ts";
import { SNAPSHOT_DIR_KEY } from "./db-snapshot-dir.ts";
import { adminQuery, createPgDatabase } from "./pg-database.ts";

/** Where the run's snapshots go: the global setup's folder, which tests/support/setup.ts puts here. */
const snapshotDir = () => (globalThis as Record<string, unknown>)[SNAPSHOT_DIR_KEY] as string | undefined;

/** The file listing the PostgreSQL template databases this run created, for the teardown. */
export const TEMPLATES_FILE = "postgres-templates.txt";

type Variant = "migrated" | "bible";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `build` once per run and key across all test processes: the first caller builds while holding a
 * lock file, the others wait for the result. A lock older than ten minutes is a crashed builder's and
 * is taken over. Returns undefined (the caller builds its database from scratch) without a run folder.
 */
async function once(key: string, build: (dir: string) => Promise<string>): Promise<string | undefined> {
  const dir = snapshotDir();
  if (!dir || !existsSync(dir)) return undefined;
  const done = path.join(dir, `${key}.done`);
  const lock = path.join(dir, `${key}.lock`);
  for (;;) {
    if (existsSync(done)) return readFileSync(done, "utf8");
    try {
      closeSync(openSync(lock, "wx"));
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(lock, { force: true });
      await sleep(100);
      continue;
    }
    try {
      if (existsSync(done)) return readFileSync(done, "utf8");
      const result = await build(dir);
      writeFileSync(`${done}.${process.pid}`, result);
      renameSync(`${done}.${process.pid}`, done);
      return result;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** The path of a PGlite data-folder tarball of a migrated database (with the Bible for "bible"). */
export function pgliteSnapshot(variant: Variant): Promise<string | undefined> {
  return once(`pglite-${variant}`, async (dir) => {
    const dataDir = mkdtempSync(path.join(dir, `pglite-${variant}-`));
    try {
      const db = await openDatabase({ dataDir });
      if (variant === "bible") await seedBible(db.raw);
      await db.close();
      const client = new PGlite(dataDir);
      await client.waitReady;
      const tarball = await client.dumpDataDir("none");
      await client.close();
      const file = path.join(dir, `pglite-${variant}.tar`);
      // Written under a name of this process's, then renamed: a reader never sees half a tarball.
      writeFileSync(`${file}.${process.pid}`, Buffer.from(await tarball.arrayBuffer()));
      renameSync(`${file}.${process.pid}`, file);
      return file;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** A PGlite tarball as the Blob PGlite loads. */
export function readSnapshot(file: string): Blob {
  return new Blob([readFileSync(file)]);
}

/**
 * The name of a template database on the server of `adminUrl`, migrated (with the Bible for "bible"),
 * closed to connections so CREATE DATABASE … TEMPLATE can copy it at any time.
 */
export function postgresTemplate(adminUrl: string, variant: Variant): Promise<string | undefined> {
  return once(`postgres-${variant}`, async (dir) => {
    const { url, name } = await createPgDatabase(adminUrl, `berea_t_tpl_${variant}`);
    appendFileSync(path.join(dir, TEMPLATES_FILE), `${name}\n`);
    const db = await openDatabase({ url, poolMax: 2 });
    if (variant === "bible") await seedBible(db.raw);
    await db.close();
    await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
    return name;
  });
}

/** Drops the run's template databases (global teardown). */
export async function dropTemplates(adminUrl: string, dir: string): Promise<void> {
  const file = path.join(dir, TEMPLATES_FILE);
  if (!existsSync(file)) return;
  for (const name of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => {});
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  }
}
