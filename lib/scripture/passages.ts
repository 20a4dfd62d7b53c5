import "server-only";
// Verse text from the database, exactly as RV1909 has it, for one reference or many in one query.
import { getDb, type Database } from "../db/index.ts";
import { versesInRanges } from "../db/queries/verses.ts";
import { bookByOsis, verseId } from "./books.ts";
import { findReferences } from "./parse.ts";
import type { ParsedReference, Passage, PassageVerse } from "./types.ts";

type Resolved = Pick<
  ParsedReference,
  "bookOsis" | "startChapter" | "startVerse" | "endChapter" | "endVerse" | "exists" | "canonical"
>;

/** The verse-id interval a reference covers (chapters run to verse 999). */
export function idRange(ref: Resolved): [number, number] | null {
  const book = bookByOsis(ref.bookOsis);
  if (!book || !ref.exists) return null;
  const lo = verseId(book, ref.startChapter, ref.startVerse ?? 0);
  const endChapter = ref.endChapter ?? ref.startChapter;
  const endVerse = ref.endVerse ?? (ref.endChapter === undefined ? ref.startVerse : undefined) ?? 999;
  return [lo, verseId(book, endChapter, endVerse)];
}

// The Bible never changes while a process runs, so fetched passages are kept (bounded) per database.
const CACHE_LIMIT = 4000;
const caches = new WeakMap<Database, Map<string, PassageVerse[]>>();

function cacheFor(db: Database): Map<string, PassageVerse[]> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

/** Forgets cached passages (benchmarks measure the database path with it). */
export function clearPassageCache(): void {
  void getDb().then((db) => caches.delete(db));
}

function remember(cache: Map<string, PassageVerse[]>, key: string, verses: PassageVerse[]): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, verses);
}

/** Verses for many id intervals in one round trip; result i belongs to range i. */
export async function fetchRanges(ranges: [number, number][]): Promise<PassageVerse[][]> {
  if (ranges.length === 0) return [];
  const db = await getDb();
  const cache = cacheFor(db);
  const out: (PassageVerse[] | undefined)[] = ranges.map(([lo, hi]) => {
    const hit = cache.get(`${lo}-${hi}`);
    if (hit) {
      // Refresh its place so often-cited passages stay.
      cache.delete(`${lo}-${hi}`);
      cache.set(`${lo}-${hi}`, hit);
    }
    return hit;
  });
  const missing = out.flatMap((v, i) => (v ? [] : [i]));
  if (missing.length > 0) {
    const rows = await versesInRanges({
      ranges: missing.map((n) => ({ lo: ranges[n][0], hi: ranges[n][1], n })),
      sql: db.raw,
    });
    for (const i of missing) out[i] = [];
    for (const r of rows) out[r.n]!.push({ osis: r.osis, chapter: r.chapter, verse: r.verse, text: r.text });
    for (const i of missing) remember(cache, `${ranges[i][0]}-${ranges[i][1]}`, out[i]!);
  }
  return out.map((v) => v ?? []);
}

function toPassage(reference: string, verses: PassageVerse[]): Passage | null {
  if (verses.length === 0) return null;
  return { reference, verses, text: verses.map((v) => v.text).join(" ") };
}

/** Passages for many references in one query; null where a reference does not exist. */
export async function getPassages(refs: Resolved[]): Promise<(Passage | null)[]> {
  const ranges = refs.map(idRange);
  const wanted = ranges.flatMap((r, i) => (r ? [i] : []));
  const fetched = await fetchRanges(wanted.map((i) => ranges[i]!));
  const out: (Passage | null)[] = refs.map(() => null);
  wanted.forEach((i, k) => (out[i] = toPassage(refs[i].canonical, fetched[k])));
  return out;
}

/** A verse, range or chapter ("Juan 3:16", "1 Co 13:4-7", "Salmo 23"); null when it does not exist. */
export async function getPassage(ref: ParsedReference | string): Promise<Passage | null> {
  const parsed = typeof ref === "string" ? findReferences(ref)[0] : ref;
  if (!parsed) return null;
  const [p] = await getPassages([parsed]);
  return p;
}

/** Markdown blockquote of the passage followed by its reference: "> …\n>\n> — Juan 3:16". */
export function formatQuote(p: Passage): string {
  return `> ${p.text}\n>\n> — ${p.reference}`;
}
