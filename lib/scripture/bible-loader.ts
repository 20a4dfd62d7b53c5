import "server-only";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../db/index.ts";
import type { RawSql } from "../db/raw.ts";
import { countVerses, loadedBibleHash, replaceVerses, type VerseInsert } from "../db/queries/verses.ts";
import { foldAccents } from "./normalize.ts";
import { verseId, type Book } from "./books.ts";

// Loads data/bible (the committed RV1909 export) into the verses table.

export type VerseRow = Omit<VerseInsert, "searchText">;

export function bibleDir(): string {
  return path.join(process.cwd(), "data", "bible");
}

export function readBooks(dir = bibleDir()): Book[] {
  return JSON.parse(readFileSync(path.join(dir, "books.json"), "utf8")) as Book[];
}

export function readVerses(dir = bibleDir()): VerseRow[] {
  const books = new Map(readBooks(dir).map((b) => [b.osis, b]));
  const text = readFileSync(path.join(dir, "verses.tsv"), "utf8");
  const rows: VerseRow[] = [];
  for (const line of text.split("\n")) {
    if (!line) continue;
    const [osis, ch, v, t] = line.split("\t");
    const book = books.get(osis);
    if (!book) throw new Error(`verses.tsv: unknown book ${osis}`);
    const chapter = Number(ch);
    const verse = Number(v);
    rows.push({ id: verseId(book, chapter, verse), bookOrder: book.order, osis, chapter, verse, text: t });
  }
  return rows;
}

/**
 * Fills the verse table from data/bible, once: the file's hash is remembered, so later starts cost one
 * query, and a changed export replaces the table. Safe for several instances starting together.
 */
export async function seedBible(raw: RawSql, dir = bibleDir()): Promise<{ loaded: boolean; count: number }> {
  const hash = createHash("sha256")
    .update(readFileSync(path.join(dir, "verses.tsv")))
    .digest("hex");
  if ((await loadedBibleHash({ sql: raw })) === hash) return { loaded: false, count: await countVerses({ sql: raw }) };
  const verses = readVerses(dir).map((v) => ({ ...v, searchText: foldAccents(v.text) }));
  const loaded = await replaceVerses({ raw, hash, verses });
  return { loaded, count: await countVerses({ sql: raw }) };
}

const loads = new WeakMap<Database, Promise<number>>();

/**
 * Makes sure the process's database holds the Bible (once per database; a failure is retried on the
 * next call). Called at start-up and by the health check; returns the number of verses.
 */
export function ensureBible(db: Database): Promise<number> {
  let load = loads.get(db);
  if (!load) {
    const t = Date.now();
    load = seedBible(db.raw).then(({ loaded, count }) => {
      if (loaded) console.log(`[db] loaded ${count} verses in ${Date.now() - t} ms`);
      return count;
    });
    load.catch(() => loads.delete(db));
    loads.set(db, load);
  }
  return load;
}
