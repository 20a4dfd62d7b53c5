import { describe, expect, it } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";

// Named statements (RawSql.query's `name`, used by the session and history checks that run on every
// signed-in request) must answer exactly what the same statement answers unnamed, on both drivers.

const testDb = withTestDb();

const SQL = `SELECT $1::text AS word, $2::timestamptz AS at, $3::int AS n, $4::text AS nothing,
  $2::timestamptz > now() - interval '1 day' AS recent, '{"a":[1]}'::jsonb AS doc`;

describe(`named statements (${TEST_DB_KIND})`, () => {
  it("give the same rows and types as the unnamed statement, call after call", async () => {
    const at = new Date();
    const params = ["año «ñ»", at, 7, null];
    const plain = await testDb.db.raw.query(SQL, params);
    expect(plain).toEqual([{ word: "año «ñ»", at, n: 7, nothing: null, recent: true, doc: { a: [1] } }]);
    for (let i = 0; i < 8; i++) {
      // PostgreSQL switches a prepared statement to a generic plan after five runs: still the same answer.
      expect(await testDb.db.raw.query(SQL, params, { name: "test_types" })).toEqual(plain);
    }
  });

  it("see the rows written since they were prepared, and none when nothing matches", async () => {
    await testDb.db.raw.exec(`CREATE TABLE prepared_probe (k text PRIMARY KEY, v int)`);
    const read = (k: string) =>
      testDb.db.raw.query<{ v: number }>(`SELECT v FROM prepared_probe WHERE k = $1`, [k], { name: "test_probe" });
    expect(await read("a")).toEqual([]);
    await testDb.db.raw.query(`INSERT INTO prepared_probe VALUES ('a', 1)`);
    expect(await read("a")).toEqual([{ v: 1 }]);
    await testDb.db.raw.query(`UPDATE prepared_probe SET v = 2 WHERE k = 'a'`);
    expect(await read("a")).toEqual([{ v: 2 }]);
  });

  it("do not run inside another caller's open transaction", async () => {
    const read = () =>
      testDb.db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM prepared_probe WHERE k = 'tx'`, [], {
        name: "test_tx",
      });
    let outside: Promise<{ n: number }[]> | undefined;
    await testDb.db.raw.transaction(async (tx) => {
      await tx.query(`INSERT INTO prepared_probe VALUES ('tx', 1)`);
      outside = read();
      // Give the read every chance to run while the insert is still uncommitted.
      await new Promise((r) => setTimeout(r, 50));
      await tx.query(`DELETE FROM prepared_probe WHERE k = 'tx'`);
    });
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it.runIf(TEST_DB_KIND === "pglite")("are prepared again when dropped behind their back", async () => {
    const read = () => testDb.db.raw.query<{ one: number }>(`SELECT 1 AS one`, [], { name: "test_dropped" });
    expect(await read()).toEqual([{ one: 1 }]);
    await testDb.db.raw.exec("DEALLOCATE ALL");
    expect(await read()).toEqual([{ one: 1 }]);
  });

  it.runIf(TEST_DB_KIND === "pglite")("refuse one name for two texts", async () => {
    await testDb.db.raw.query(`SELECT 1 AS one`, [], { name: "test_once" });
    await expect(testDb.db.raw.query(`SELECT 2 AS two`, [], { name: "test_once" })).rejects.toThrow(/other SQL/);
  });
});
