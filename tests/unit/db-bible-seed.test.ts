import { describe, expect, it } from "vitest";
import { TEST_DB_KIND, withTestDb } from "../support/test-db.ts";
import { seedBible } from "../../lib/scripture/bible-loader.ts";

const testDb = withTestDb();

describe(`Bible loader (${TEST_DB_KIND})`, () => {
  it("fills 31,084 verses of 66 books once, and a second start loads nothing", async () => {
    expect(await seedBible(testDb.db.raw)).toEqual({ loaded: true, count: 31084 });
    expect(await seedBible(testDb.db.raw)).toEqual({ loaded: false, count: 31084 });
    const [{ books }] = await testDb.db.raw.query<{ books: number }>(
      `SELECT count(DISTINCT osis)::int AS books FROM verses`,
    );
    expect(books).toBe(66);
  });

  it("keeps the 1909 text exactly and makes it searchable without accents", async () => {
    const [gen] = await testDb.db.raw.query<{ text: string }>(
      `SELECT text FROM verses WHERE osis = 'Gen' AND chapter = 1 AND verse = 1`,
    );
    expect(gen.text).toBe("EN el principio crió Dios los cielos y la tierra.");
    const hits = await testDb.db.raw.query<{ osis: string; chapter: number; verse: number }>(
      `SELECT osis, chapter, verse FROM verses WHERE tsv @@ plainto_tsquery('spanish', 'unigenito') ORDER BY id`,
    );
    expect(hits.some((h) => h.osis === "John" && h.chapter === 3 && h.verse === 16)).toBe(true);
    // The full-text index is used for such queries.
    const [{ indexed }] = await testDb.db.raw.query<{ indexed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE tablename = 'verses' AND indexdef ILIKE '%gin%tsv%') AS indexed`,
    );
    expect(indexed).toBe(true);
  });
});
