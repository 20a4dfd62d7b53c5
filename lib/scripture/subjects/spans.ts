import "server-only";
import { BOOKS, bookByOsis, verseCount } from "../books.ts";

// Passages by chapter and verse. Stored references are canonical ("1 Samuel 31:1-13"), so a small
// reader over the book names is enough here; the test suite checks each against the real parser.

const bookByName = new Map(BOOKS.map((b) => [b.name, b]));

export interface VerseSpan {
  osis: string;
  chapter: number;
  /** Absent: the whole chapter (or chapters). */
  verse?: number;
  endChapter: number;
  endVerse?: number;
}

/** Reads a canonical reference of this index ("Salmos 23", "Juan 3:16-18", "Rut 1:1-2:3"). */
export function spanOf(ref: string): VerseSpan | null {
  const m = /^(.+?) (\d+)(?::(\d+))?(?:-(\d+)(?::(\d+))?)?$/.exec(ref);
  const book = m && bookByName.get(m[1]);
  if (!m || !book) return null;
  const chapter = Number(m[2]);
  if (m[3] === undefined) return { osis: book.osis, chapter, endChapter: m[4] ? Number(m[4]) : chapter };
  const verse = Number(m[3]);
  if (m[4] === undefined) return { osis: book.osis, chapter, verse, endChapter: chapter, endVerse: verse };
  if (m[5] === undefined) return { osis: book.osis, chapter, verse, endChapter: chapter, endVerse: Number(m[4]) };
  return { osis: book.osis, chapter, verse, endChapter: Number(m[4]), endVerse: Number(m[5]) };
}

/** "Gen.1.1"-style ids of every verse in the span. */
export function verseIdsOf(span: VerseSpan): string[] {
  const out: string[] = [];
  for (let c = span.chapter; c <= span.endChapter; c++) {
    const first = c === span.chapter ? (span.verse ?? 1) : 1;
    const last = c === span.endChapter && span.endVerse !== undefined ? span.endVerse : verseCount(span.osis, c);
    for (let v = first; v <= last; v++) out.push(`${span.osis}.${c}.${v}`);
  }
  return out;
}

/** The verse ids a canonical reference covers; none when it does not read as one. */
export function refVerseIds(ref: string): string[] {
  const span = spanOf(ref);
  return span ? verseIdsOf(span) : [];
}

/** A reference's place in the Bible (book, chapter, verse): to tell passages in the order of the text. */
export function biblePosition(ref: string): number {
  const s = spanOf(ref);
  return s ? (bookByOsis(s.osis)?.order ?? 0) * 1e6 + s.chapter * 1e3 + (s.verse ?? 0) : 0;
}

/**
 * Collects references up to `limit`, skipping one that reads as no passage or shares a verse with one
 * already taken. `seed` is taken first, as it is.
 */
export function distinctPassages(limit: number, seed: readonly string[] = []) {
  const out = [...seed];
  const taken = new Set(seed.flatMap(refVerseIds));
  return {
    out,
    add(ref: string | undefined): void {
      if (!ref || out.length >= limit) return;
      const ids = refVerseIds(ref);
      if (!ids.length || ids.some((id) => taken.has(id))) return;
      out.push(ref);
      ids.forEach((id) => taken.add(id));
    },
  };
}
