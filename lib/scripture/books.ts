// No "server-only" here: the browser imports this too (forms map error codes; the reader and middleware read book names).
// In-memory book tables: names, abbreviations and verse counts per chapter. Static JSON imports keep
// the parser synchronous and usable anywhere (server, tests, even the browser).
import booksJson from "../../data/bible/books.json";
import verseCountsJson from "./data/verse-counts.json";

export interface Book {
  order: number;
  osis: string;
  name: string;
  testament: "OT" | "NT";
  chapters: number;
  abbreviations: string[];
}

export const BOOKS: readonly Book[] = booksJson as Book[];

const VERSE_COUNTS = verseCountsJson as Record<string, number[]>;

const byOsis = new Map(BOOKS.map((b) => [b.osis, b]));

export function bookByOsis(osis: string): Book | undefined {
  return byOsis.get(osis);
}

/** Verses with text in this chapter of RV1909 (0 when the chapter does not exist). */
export function verseCount(osis: string, chapter: number): number {
  return VERSE_COUNTS[osis]?.[chapter - 1] ?? 0;
}

export function verseExists(osis: string, chapter: number, verse: number): boolean {
  return verse >= 1 && verse <= verseCount(osis, chapter);
}

/** A verse's primary key in the verses table: bookOrder*1e6 + chapter*1e3 + verse. */
export function verseId(book: Book, chapter: number, verse: number): number {
  return book.order * 1_000_000 + chapter * 1_000 + verse;
}

export function refFromVerseId(id: number): { osis: string; chapter: number; verse: number } {
  const book = BOOKS[Math.floor(id / 1_000_000) - 1];
  return { osis: book.osis, chapter: Math.floor(id / 1_000) % 1_000, verse: id % 1_000 };
}
