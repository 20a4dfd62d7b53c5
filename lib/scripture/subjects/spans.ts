import "server-only";
import { BOOKS, verseCount } from "../books.ts";

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
