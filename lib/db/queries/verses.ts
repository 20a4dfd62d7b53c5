import "server-only";
import type { Verse } from "../generated/client.ts";
import type { RawSql } from "../raw.ts";
import { sqlFor, type Sql } from "../executor.ts";
import { readMeta, writeMeta } from "./meta.ts";

// The verses table: the Bible's text, its full-text index and the statistics searches weigh by.

export type VerseInsert = Pick<Verse, "id" | "bookOrder" | "osis" | "chapter" | "verse" | "text" | "searchText">;

const BIBLE_HASH_KEY = "bible_hash";
// Any fixed number works: every instance takes the same lock so two loading at once don't race.
const LOAD_LOCK_ID = 72707370;

export async function countVerses({ sql }: { sql?: Sql } = {}): Promise<number> {
  const [{ n }] = await (await sqlFor(sql)).query<{ n: number }>(`SELECT count(*)::int AS n FROM verses`);
  return n;
}

/** The hash of the export the table was last filled from. */
export function loadedBibleHash({ sql }: { sql?: Sql } = {}): Promise<string | null> {
  return readMeta({ key: BIBLE_HASH_KEY, sql });
}

/**
 * Replaces every verse with `verses` and remembers `hash`, in one transaction; a concurrent loader of
 * the same export waits on the lock and then finds it done. Returns false when nothing was written.
 */
export async function replaceVerses({
  raw,
  hash,
  verses,
}: {
  raw: RawSql;
  hash: string;
  verses: VerseInsert[];
}): Promise<boolean> {
  const written = await raw.transaction(async (tx) => {
    if (tx.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [LOAD_LOCK_ID]);
    if ((await loadedBibleHash({ sql: tx })) === hash) return false;
    await tx.exec(`DELETE FROM verses`);
    const CHUNK = 2000;
    for (let i = 0; i < verses.length; i += CHUNK) {
      const slice = verses.slice(i, i + CHUNK);
      // Parallel arrays + unnest keep it to 7 parameters per chunk instead of 7 per row.
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
          slice.map((v) => v.searchText),
        ],
      );
    }
    await writeMeta({ key: BIBLE_HASH_KEY, value: hash, sql: tx });
    return true;
  });
  if (written) {
    // A bulk load leaves the new rows in the GIN index's pending list, which every search would then
    // scan (13 ms instead of 3 per query); merging it once here keeps searches fast from the start.
    await raw.query(`SELECT gin_clean_pending_list('verses_tsv_idx'::regclass)`);
  }
  return written;
}

export interface RangeVerse {
  /** Which of the requested ranges the verse belongs to. */
  n: number;
  osis: string;
  chapter: number;
  verse: number;
  text: string;
}

/** Verses of many verse-id intervals in one round trip, ordered by range and then by id. */
export async function versesInRanges({
  ranges,
  sql,
}: {
  ranges: { lo: number; hi: number; n: number }[];
  sql?: Sql;
}): Promise<RangeVerse[]> {
  return (await sqlFor(sql)).query<RangeVerse>(
    `SELECT r.n::int AS n, v.osis, v.chapter, v.verse, v.text
       FROM unnest($1::int[], $2::int[], $3::int[]) AS r(lo, hi, n)
       JOIN verses v ON v.id BETWEEN r.lo AND r.hi
      ORDER BY r.n, v.id`,
    [ranges.map((r) => r.lo), ranges.map((r) => r.hi), ranges.map((r) => r.n)],
  );
}

/** How many verses each lexeme of the full-text index occurs in. */
export async function lexemeDocumentFrequencies({ sql }: { sql?: Sql } = {}): Promise<
  { word: string; ndoc: number }[]
> {
  return (await sqlFor(sql)).query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc::int AS ndoc FROM ts_stat('SELECT tsv FROM verses')`,
  );
}

/** Each word's lexemes under the 'spanish' text-search configuration. */
export async function spanishLexemes({
  words,
  sql,
}: {
  words: string[];
  sql?: Sql;
}): Promise<{ w: string; lex: string[] }[]> {
  return (await sqlFor(sql)).query<{ w: string; lex: string[] }>(
    `SELECT w, tsvector_to_array(to_tsvector('spanish', w)) AS lex FROM unnest($1::text[]) AS w`,
    [words],
  );
}

/**
 * Verses containing any of the lexemes, best first: by the summed weights of the lexemes each one
 * contains, then by PostgreSQL's cover density. Lexemes must be plain [a-z0-9] words.
 */
export async function versesByWeightedLexemes({
  terms,
  limit,
  sql,
}: {
  terms: { lexeme: string; weight: number }[];
  limit: number;
  sql?: Sql;
}): Promise<{ id: number; text: string }[]> {
  const any = terms.map((t) => `'${t.lexeme}'`).join(" | ");
  const score = terms
    .map((t, i) => `CASE WHEN tsv @@ $${i + 3}::tsquery THEN ${Number(t.weight)} ELSE 0 END`)
    .join(" + ");
  return (await sqlFor(sql)).query<{ id: number; text: string }>(
    `SELECT id, text FROM verses
      WHERE tsv @@ $1::tsquery
      ORDER BY (${score}) DESC, ts_rank_cd(tsv, $1::tsquery) DESC, id
      LIMIT $2`,
    [any, limit, ...terms.map((t) => `'${t.lexeme}'`)],
  );
}
